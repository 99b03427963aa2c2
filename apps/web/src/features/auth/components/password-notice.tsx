import { lazy, Suspense, useState } from 'react';
import { readItem, STORAGE_KEYS } from '../../../lib/storage.ts';

// The dialog's code (MUI Modal, focus trap, transitions) loads only for visitors who have not seen it.
const PasswordNoticeDialog = lazy(() => import('./password-notice-dialog.tsx'));

export function PasswordNotice() {
  const [show] = useState(() => readItem(STORAGE_KEYS.passwordNoticeSeen) === null);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <PasswordNoticeDialog />
    </Suspense>
  );
}
