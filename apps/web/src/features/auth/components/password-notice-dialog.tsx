import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage.ts';

/**
 * Spec section 2: members of the old portal must set a new password through "forgot password" (which also
 * changes the mobile app's login). Shown once: closing it stores `vida.passwordNoticeSeen`.
 */
export default function PasswordNoticeDialog() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(true);
  const close = () => {
    writeItem(STORAGE_KEYS.passwordNoticeSeen, new Date().toISOString());
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="password-notice-title"
      aria-describedby="password-notice-text"
    >
      <DialogTitle
        id="password-notice-title"
        component="h2"
        sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontSize: '1.5rem', pt: 3 }}
      >
        {t('passwordNotice.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="password-notice-text" sx={{ color: 'text.primary' }}>
          {t('passwordNotice.body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
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
      </DialogActions>
    </Dialog>
  );
}
