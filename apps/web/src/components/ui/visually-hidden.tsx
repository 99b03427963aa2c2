import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for assistive technology only. Used where a control's visible text is an abbreviation or a number
 * ("EN", a badge) and its name must be the full words: naming through content instead of aria-label keeps
 * the visible text and the accessible name from contradicting each other.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
