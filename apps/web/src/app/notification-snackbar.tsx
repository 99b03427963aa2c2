import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TIMINGS } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { dismissNotification, resolveMessage, useNotification } from '../lib/notifications.ts';

/** The one visible notification: auto-hides after TIMINGS.notificationMs, closable (spec section 4). */
export default function Notifications() {
  const { t, i18n } = useTranslation();
  const notification = useNotification();
  return (
    <Snackbar
      key={notification?.id}
      open={notification !== null}
      autoHideDuration={TIMINGS.notificationMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') dismissNotification(notification?.id);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 88 } }}
    >
      {notification ? (
        <Alert
          severity={notification.type}
          variant="filled"
          onClose={() => dismissNotification(notification.id)}
          slotProps={{ closeButton: { title: t('close'), 'aria-label': t('close') } }}
          sx={{ minWidth: { sm: 360 }, boxShadow: 6, fontSize: '1rem' }}
        >
          {resolveMessage(i18n, notification.message, notification.values)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
