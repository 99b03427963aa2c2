import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text that must not break across lines: a contract number (TGB-2019-007731 would split at its hyphens), a
 * phone number, "(7 nights)". Strings built by the catalogue use `unbreakable()` (lib/format.ts) instead.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
