import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { onDarkSurface } from './focus-ring.ts';
import { PAGE_SCENES, PAGE_WIDTHS, type PageScene, type PageWidth } from './page-layout.ts';
import { SceneArt } from './scene-art.tsx';

interface PageHeaderProps {
  title: ReactNode;
  overline?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The section's scene (page-layout.ts). */
  scene?: PageScene;
  /** The page kind's content width, so the title lines up with the content below. */
  width?: PageWidth;
  /** The title's id, for a section labelled by it. */
  titleId?: string;
  /** Beside the text from md up, under it on phones (the dashboard's club card). */
  aside?: ReactNode;
  /** Room at the bottom for a card that overlaps the band (the dashboard's reservation filter). */
  overlap?: boolean;
}

/**
 * The band at the top of every signed-in page: the serif title on the night-lagoon gradient, the section's
 * artwork fading in on the right, a thin gold rule.
 */
export function PageHeader({
  title,
  overline,
  subtitle,
  children,
  scene = 'horizon',
  width = 'wide',
  titleId,
  aside,
  overlap = false,
}: PageHeaderProps) {
  const text = (
    <Box sx={{ minWidth: 0 }}>
      {overline ? (
        <Typography variant="overline" component="p" sx={{ color: 'gold.light' }}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={titleId} variant="h1" sx={{ color: 'common.white', maxWidth: 760 }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, mt: 2.5 }} />
      {subtitle ? (
        <Typography sx={{ mt: 2.5, color: 'rgba(255,255,255,0.9)', maxWidth: 600 }}>{subtitle}</Typography>
      ) : null}
      {children}
    </Box>
  );
  return (
    <Box
      component="header"
      sx={{
        ...onDarkSurface,
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'ink.main',
        backgroundImage: (theme) =>
          `linear-gradient(120deg, ${theme.palette.ink.main} 0%, ${theme.palette.secondary.dark} 100%)`,
        color: 'common.white',
        pt: { xs: 5, md: aside ? 8 : 7 },
        pb: overlap ? { xs: 10, md: 14 } : { xs: 5, md: 7 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          right: 0,
          width: { xs: '100%', md: '55%' },
          opacity: { xs: 0.3, md: 0.95 },
          maskImage: { md: 'linear-gradient(90deg, transparent 0%, #000 42%)' },
        }}
      >
        <SceneArt src={PAGE_SCENES[scene]} />
      </Box>
      <Container
        maxWidth={PAGE_WIDTHS[width]}
        sx={[
          { position: 'relative' },
          aside
            ? {
                display: 'grid',
                gap: { xs: 4, md: 6 },
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' },
                alignItems: 'center',
              }
            : {},
        ]}
      >
        {text}
        {aside}
      </Container>
    </Box>
  );
}
