import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Whether content may be drawn at once: not on the server, and not while hydrating a page the server drew
 * (decision 017), whose markup must match; anywhere else (a page the browser draws, a later navigation), yes.
 */
const drawnAtOnce = () =>
  typeof document !== 'undefined' &&
  (!document.documentElement.hasAttribute('data-ssr') ||
    document.documentElement.hasAttribute('data-hydrated'));

/**
 * A page's content below the fold, left out of the page the server draws and drawn by the browser once it has
 * taken the page over, as an interruptible update. The member's own data above it then reaches the screen with
 * less markup and style to parse and lay out before the first paint (the dashboard's club videos and
 * destinations were a quarter of its page). `reserve` keeps the space meanwhile, so the footer does not jump.
 */
export function BelowTheFold({ reserve, children }: { reserve: SxProps<Theme>; children: ReactNode }) {
  const [drawn, setDrawn] = useState(drawnAtOnce);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn ? children : <Box aria-hidden="true" sx={reserve} />;
}
