import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';

// The bar's code loads the first time something is pending, not with the login page.
const ProgressBar = lazy(() => import('./progress-bar.tsx'));

/** The `meta` of a query fetched ahead, which nobody is waiting for: the bar does not show for it. */
export const BACKGROUND = { background: true };

/** A thin bar at the very top while any request (or route code) is pending (spec section 4). */
export function GlobalProgress() {
  const pending = useIsFetching({ predicate: (query) => query.meta?.background !== true }) + useIsMutating();
  const navigating = useNavigation().state !== 'idle';
  if (pending === 0 && !navigating) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}
