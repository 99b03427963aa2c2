import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface TileLinkProps {
  to: string;
  /** Navigation state handed to the next screen (the payment form gets its contract). */
  state?: unknown;
  /** What the row shows before its chevron (a count, an icon, the label). */
  children: ReactNode;
  chevronColor?: string;
  sx?: SxProps<Theme>;
}

/**
 * A sand row that leads to another screen, the whole row one link ending in a chevron: the count links of
 * the dashboard's "at a glance", My Account's badges and the payment types.
 */
export function TileLink({ to, state, children, chevronColor = 'text.secondary', sx }: TileLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      state={state}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: 64,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          bgcolor: 'sand.main',
          transition: (theme) => theme.transitions.create('background-color'),
          '&:hover': { bgcolor: 'sand.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
      <ChevronRight aria-hidden="true" sx={{ color: chevronColor }} />
    </Box>
  );
}
