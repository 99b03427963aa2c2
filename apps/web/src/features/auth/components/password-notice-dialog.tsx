import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type SyntheticEvent, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage.ts';

/** MUI's Dialog fade in: 225 ms, its standard easing. */
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * Spec section 2: members of the old portal must set a new password through "forgot password" (which also
 * changes the mobile app's login). Shown once: closing it stores `vida.passwordNoticeSeen`.
 *
 * A native modal `<dialog>` styled as MUI's Dialog: the browser makes the page behind it inert, keeps focus
 * inside and closes it on Escape, without MUI's Modal, focus trap and transitions (~8 KB gzip) on the login
 * page of every first-time visitor.
 */
export default function PasswordNoticeDialog() {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // Like MUI's Dialog, focus the dialog itself, so a screen reader starts with its title and text.
    dialog.focus();
  }, []);

  // Closes at once, without a fade out: a modal dialog keeps the page inert until it closes, so what the
  // visitor typed in the first moment after "Got it" was lost. Closing gives focus back to where it was
  // (the login form's e-mail field) and the form itself is never re-mounted.
  const close = () => {
    writeItem(STORAGE_KEYS.passwordNoticeSeen, new Date().toISOString());
    ref.current?.close();
    setOpen(false);
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  if (!open) return null;
  return createPortal(
    <Box
      component="dialog"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="password-notice-title"
      aria-describedby="password-notice-text"
      onCancel={onCancel}
      onClick={onClick}
      sx={(theme) => ({
        p: 0,
        border: 0,
        outline: 0,
        borderRadius: '12px',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: theme.shadows[24],
        maxWidth: `min(${theme.breakpoints.values.sm}px, calc(100% - 64px))`,
        maxHeight: 'calc(100% - 64px)',
        overflowY: 'auto',
        flexDirection: 'column',
        '&[open]': { display: 'flex' },
        animation: `vida-fade-in 225ms ${EASING}`,
        '&::backdrop': {
          backgroundColor: 'rgba(0, 0, 0, 0.5)',
          animation: `vida-fade-in 225ms ${EASING}`,
        },
      })}
    >
      <Typography
        id="password-notice-title"
        component="h2"
        variant="h6"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontSize: '1.5rem',
          p: '24px 24px 16px',
          flex: '0 0 auto',
        }}
      >
        {t('passwordNotice.title')}
      </Typography>
      <Box sx={{ flex: '1 1 auto', overflowY: 'auto', px: 3, pb: 2.5 }}>
        <Typography id="password-notice-text" sx={{ color: 'text.primary' }}>
          {t('passwordNotice.body')}
        </Typography>
      </Box>
      <Box
        sx={{
          flex: '0 0 auto',
          display: 'flex',
          // On phones the two buttons stack, each as wide as the dialog; side by side from sm up.
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'flex-end',
          gap: 1,
          p: '8px 24px 24px',
        }}
      >
        <Button variant="outlined" color="ink" onClick={close}>
          {t('passwordNotice.dismiss')}
        </Button>
        <Button
          variant="contained"
          color="gold"
          component={RouterLink}
          to={PATHS.forgotPassword}
          onClick={close}
        >
          {t('passwordNotice.action')}
        </Button>
      </Box>
    </Box>,
    document.body,
  );
}
