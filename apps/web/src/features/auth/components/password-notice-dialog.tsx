import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type AnimationEvent,
  type MouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage.ts';

/** MUI's Dialog fade: 225 ms in, 195 ms out, its standard easing. */
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
  const [state, setState] = useState<'open' | 'closing' | 'closed'>('open');

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // Like MUI's Dialog, focus the dialog itself, so a screen reader starts with its title and text.
    dialog.focus();
  }, []);

  const close = () => {
    writeItem(STORAGE_KEYS.passwordNoticeSeen, new Date().toISOString());
    setState('closing');
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const onAnimationEnd = (event: AnimationEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || state !== 'closing') return;
    ref.current?.close();
    setState('closed');
  };

  if (state === 'closed') return null;
  return createPortal(
    <Box
      component="dialog"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="password-notice-title"
      aria-describedby="password-notice-text"
      data-closing={state === 'closing' ? '' : undefined}
      onCancel={onCancel}
      onClick={onClick}
      onAnimationEnd={onAnimationEnd}
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
        '&[data-closing]': { pointerEvents: 'none', animation: `vida-fade-out 195ms ${EASING} forwards` },
        '&[data-closing]::backdrop': { animation: `vida-fade-out 195ms ${EASING} forwards` },
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
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1,
          p: '8px 24px 24px',
          '& > :not(style) ~ :not(style)': { ml: 1 },
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
