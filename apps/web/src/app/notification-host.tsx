import { lazy, Suspense, useState } from 'react';
import { useNotification } from '../lib/notifications.ts';

// Snackbar and Alert load with the first notification; most page views never show one.
const NotificationSnackbar = lazy(() => import('./notification-snackbar.tsx'));

export function Notifications() {
  const notification = useNotification();
  const [needed, setNeeded] = useState(false);
  if (notification && !needed) setNeeded(true);
  if (!needed && !notification) return null;
  return (
    <Suspense fallback={null}>
      <NotificationSnackbar />
    </Suspense>
  );
}
