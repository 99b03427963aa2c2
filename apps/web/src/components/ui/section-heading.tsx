import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The heading's id: the section names itself with `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** The small gold line above the title. */
  overline?: ReactNode;
  /** A sentence under the title, in the muted text colour. */
  subtitle?: ReactNode;
  /** The heading's level on the page that holds it; it always looks like a section title (h2). */
  level?: 'h2' | 'h3';
  sx?: SxProps<Theme>;
}

/** The heading block of a page section: an optional gold overline, the serif title, an optional subtitle. */
export function SectionHeading({ id, title, overline, subtitle, level = 'h2', sx }: SectionHeadingProps) {
  return (
    <Box sx={sx}>
      {overline ? (
        <Typography variant="overline" component="p" sx={{ color: 'gold.dark' }}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={id} component={level} variant="h2">
        {title}
      </Typography>
      {subtitle ? (
        <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 620 }}>{subtitle}</Typography>
      ) : null}
    </Box>
  );
}
