import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The care desk's plain tables: full width, ruled rows, cells left-aligned at the top. */
export function DeskTable({ fontSize, children }: { fontSize: string; children: ReactNode }) {
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        fontSize,
        '& th, & td': {
          textAlign: 'left',
          p: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
          verticalAlign: 'top',
        },
      }}
    >
      {children}
    </Box>
  );
}
