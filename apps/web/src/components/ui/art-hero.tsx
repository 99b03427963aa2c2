import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A value per breakpoint, like the `sx` prop's (`{ xs: …, md: … }`), or one for all. */
type Responsive<T> = T | { xs?: T; sm?: T; md?: T; lg?: T };

interface ArtHeroProps {
  /** The decorative artwork that fills the band. */
  art: ReactNode;
  /** A dark gradient over the artwork, so the white text on it keeps its contrast. */
  veil: Responsive<string>;
  minHeight: Responsive<number>;
  /** Where the content sits vertically. */
  alignItems?: Responsive<'flex-end' | 'center'>;
  /** The text, in its own container. */
  children: ReactNode;
}

/** A page's header band with full-bleed artwork under a veil and white text on top (About, a destination). */
export function ArtHero({ art, veil, minHeight, alignItems = 'flex-end', children }: ArtHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'ink.main',
        color: 'common.white',
        minHeight,
        display: 'flex',
        alignItems,
      }}
    >
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0 }}>
        {art}
      </Box>
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: veil }} />
      {children}
    </Box>
  );
}
