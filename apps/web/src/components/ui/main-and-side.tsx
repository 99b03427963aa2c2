import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const gap = { xs: 3, md: 4 };

/**
 * The signed-in pages' two columns from tablets up: the main card (7 of 12) beside a side column whose cards
 * stack; one column on phones. Neither column grows past its share (a slider inside must not widen it).
 */
export function MainAndSide({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      {main}
      <Box sx={{ display: 'grid', gap }}>{side}</Box>
    </Box>
  );
}
