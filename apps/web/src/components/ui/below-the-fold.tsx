import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DrawnInBrowser } from './drawn-in-browser.tsx';

/**
 * A page's content below the fold, drawn by the browser once it has taken the page over (DrawnInBrowser): the
 * dashboard's club videos and destinations were a quarter of its page. `reserve` keeps the space meanwhile, so
 * the footer does not jump.
 */
export function BelowTheFold({ reserve, children }: { reserve: SxProps<Theme>; children: ReactNode }) {
  return <DrawnInBrowser fallback={<Box aria-hidden="true" sx={reserve} />}>{children}</DrawnInBrowser>;
}
