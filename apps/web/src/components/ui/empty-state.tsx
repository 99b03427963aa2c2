import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  text: ReactNode;
  action?: ReactNode;
}

/** DESIGN.md's empty state: a short sentence, a small illustration and the next action. */
export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <Paper
      elevation={1}
      sx={{
        p: { xs: 4, sm: 6 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 3, sm: 4 },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 96 96"
        aria-hidden="true"
        focusable="false"
        sx={{
          width: 88,
          height: 88,
          flexShrink: 0,
          color: 'gold.main',
          '& .sea': { stroke: (theme) => theme.palette.secondary.main },
        }}
      >
        <circle cx="48" cy="48" r="46" fill="currentColor" opacity="0.12" />
        <path d="M26 52a22 22 0 0 1 44 0z" fill="currentColor" />
        <path className="sea" d="M18 60h60M26 68h44M36 76h24" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M30 30l-4-4M48 22v-6M66 30l4-4"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </Box>
      <Box>
        <Typography sx={{ fontSize: '1.125rem', color: 'text.primary', maxWidth: 560 }}>{text}</Typography>
        {action ? <Box sx={{ mt: 2.5 }}>{action}</Box> : null}
      </Box>
    </Paper>
  );
}
