import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface LabelledValueProps {
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * One term of a description list (`<dl>`): a small muted label over its value, which may wrap anywhere (long
 * e-mail addresses). The profile's details on the dashboard and on My Account.
 */
export function LabelledValue({ label, children, sx }: LabelledValueProps) {
  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="dt" sx={{ fontSize: '0.8125rem', fontWeight: 600, color: 'text.secondary', mb: 0.25 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
