import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text that must not break across lines: a contract number (TGB-2019-007731 would split at its hyphens), a
 * phone number, "(7 nights)". Inside a sentence from the catalogue, NoWrapWithin.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/**
 * A sentence from the catalogue with one part of it kept on one line ("Weeks of contract TGB-2019-007731"):
 * the text stays as typed, so find-in-page and copying still match the contract number.
 */
export function NoWrapWithin({ text, part }: { text: string; part: string }) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <NoWrap>{part}</NoWrap>
      {text.slice(at + part.length)}
    </>
  );
}
