import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import resortHorizon from '../../assets/art/resort-hero-horizon.svg';
import { ArtImage } from './art-image.tsx';

interface PageHeaderProps {
  title: ReactNode;
  overline?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/**
 * The band at the top of every signed-in page: the serif title on the night-lagoon gradient, the resort
 * artwork fading in on the right, a thin gold rule.
 */
export function PageHeader({ title, overline, subtitle, children }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'ink.main',
        backgroundImage: (theme) =>
          `linear-gradient(120deg, ${theme.palette.ink.main} 0%, ${theme.palette.secondary.dark} 100%)`,
        color: 'common.white',
        py: { xs: 5, md: 7 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          right: 0,
          width: { xs: '100%', md: '50%' },
          opacity: { xs: 0.3, md: 0.95 },
          maskImage: { md: 'linear-gradient(90deg, transparent 0%, #000 45%)' },
        }}
      >
        <ArtImage src={resortHorizon} />
      </Box>
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        {overline ? (
          <Typography variant="overline" component="p" sx={{ color: 'gold.light' }}>
            {overline}
          </Typography>
        ) : null}
        <Typography variant="h1" sx={{ color: 'common.white', maxWidth: 760 }}>
          {title}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, mt: 2.5 }}
        />
        {subtitle ? (
          <Typography sx={{ mt: 2.5, color: 'rgba(255,255,255,0.9)', maxWidth: 600 }}>{subtitle}</Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
