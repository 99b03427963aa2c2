import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS } from '../../../lib/storage.ts';

// The dialog's code (MUI Modal, focus trap, transitions) loads only for visitors who have not seen it.
const PasswordNoticeDialog = lazy(() => import('./password-notice-dialog.tsx'));

const unchanging = () => () => {};
const notSeenYet = () => readItem(STORAGE_KEYS.passwordNoticeSeen) === null;
// A page drawn on the server cannot read this browser's storage: it is drawn without the notice, which opens
// once the page has hydrated (decision 017).
const notOnTheServer = () => false;

export function PasswordNotice() {
  const show = useSyncExternalStore(unchanging, notSeenYet, notOnTheServer);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <PasswordNoticeDialog />
    </Suspense>
  );
}
