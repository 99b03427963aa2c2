import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link under a page header's title (back to a list, on to the FAQs): gold on the dark header, its icon first. */
export function HeaderLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{
        mt: 3,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'gold.light',
        fontWeight: 600,
        textUnderlineOffset: 4,
      }}
    >
      {icon}
      {children}
    </Link>
  );
}
