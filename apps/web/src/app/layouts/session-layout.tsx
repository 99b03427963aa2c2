import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../lib/session.ts';
import { PageFallback } from './page-fallback.tsx';

const SignedInLayout = lazy(() =>
  import('./signed-in-layout.tsx').then((module) => ({ default: module.SignedInLayout })),
);
const PublicLayout = lazy(() =>
  import('./public-layout.tsx').then((module) => ({ default: module.PublicLayout })),
);

/** Open pages (terms, privacy, not found) wear the layout of the session (spec section 2). */
export function SessionLayout() {
  const signedIn = useIsSignedIn();
  return <Suspense fallback={<PageFallback />}>{signedIn ? <SignedInLayout /> : <PublicLayout />}</Suspense>;
}
