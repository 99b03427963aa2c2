import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Responsive<T> = T | Partial<Record<'xs' | 'sm' | 'md' | 'lg', T>>;

/** A list of cards laid out as a grid: a real list for screen readers, without its bullets and indent. */
export function GridList({
  gap,
  columns,
  children,
}: {
  gap: Responsive<number>;
  /** The grid's `grid-template-columns`, per breakpoint. */
  columns: Responsive<string>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
