import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { TIMINGS } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dismissNotification, resolveMessage, useNotification } from '../lib/notifications.ts';

/**
 * The one visible notification: auto-hides after TIMINGS.notificationMs, closable (spec section 4). One that
 * offers links stays until closed or followed: links that vanish after a few seconds could not be reached by
 * everyone (WCAG 2.2.1).
 */
export default function Notifications() {
  const { t, i18n } = useTranslation();
  const notification = useNotification();
  return (
    <Snackbar
      key={notification?.id}
      open={notification !== null}
      autoHideDuration={notification?.links ? null : TIMINGS.notificationMs}
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
          {notification.links ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              {notification.links.map((link) => (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  onClick={() => dismissNotification(notification.id)}
                  variant="outlined"
                  size="small"
                  sx={{ color: 'inherit', borderColor: 'currentColor' }}
                >
                  {resolveMessage(i18n, link.label)}
                </Button>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
