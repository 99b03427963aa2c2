import EastIcon from '@mui/icons-material/East';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DestinationHighlight } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../lib/paths.ts';
import { hasStory } from '../lib/destination-links.ts';
import { DestinationArt } from './destination-art.tsx';
import { DestinationLogo, isDestinationLogo } from './destination-logo.tsx';

interface DestinationCardProps {
  destination: DestinationHighlight;
  /** The heading level inside the section that holds the cards. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * A destination on the dashboard: its artwork, name and location. It opens the destination's page only
 * when there is a description to read there (spec section 2); otherwise it is a plain card, not focusable.
 */
export function DestinationCard({ destination, headingLevel = 'h3' }: DestinationCardProps) {
  const { t } = useTranslation('partners');
  const clickable = hasStory(destination.description);
  const body = (
    <>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden' }}>
        <Box
          className="destination-art"
          sx={{
            position: 'absolute',
            inset: 0,
            transition: (theme) => theme.transitions.create('transform', { duration: 400 }),
          }}
        >
          <DestinationArt imageLocation={destination.image_location} lazy />
        </Box>
        {isDestinationLogo(destination.logo) ? (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'flex-end',
              p: 2,
              background: 'linear-gradient(180deg, rgba(17,17,17,0) 45%, rgba(17,17,17,0.6) 100%)',
            }}
          >
            <DestinationLogo logo={destination.logo} label={destination.name} sx={{ height: 34 }} />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.3 }}>
          {destination.name}
        </Typography>
        <Typography
          component="p"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'text.secondary',
            fontSize: '0.9375rem',
          }}
        >
          <PlaceOutlinedIcon sx={{ fontSize: 18, color: 'gold.dark' }} />
          {destination.location}
        </Typography>
        {clickable ? (
          <Typography
            component="span"
            sx={{
              mt: 'auto',
              pt: 1.5,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 600,
              color: 'secondary.main',
            }}
          >
            {t('destinations.discover')}
            <EastIcon
              className="destination-arrow"
              sx={{ fontSize: 18, transition: 'transform 200ms ease' }}
            />
          </Typography>
        ) : null}
      </Box>
    </>
  );
  const cardSx = {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    height: '100%',
    color: 'text.primary',
    textDecoration: 'none',
  } as const;

  if (!clickable) {
    return (
      <Paper elevation={1} sx={cardSx} data-destination={destination.id}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      elevation={1}
      component={RouterLink}
      to={pathTo('destinationHighlight', { id: destination.id })}
      data-destination={destination.id}
      sx={{
        ...cardSx,
        transition: (theme) => theme.transitions.create(['transform', 'box-shadow']),
        '&:hover, &:focus-visible': { transform: 'translateY(-3px)', boxShadow: 6 },
        '&:hover .destination-art, &:focus-visible .destination-art': { transform: 'scale(1.04)' },
        '&:hover .destination-arrow': { transform: 'translateX(4px)' },
      }}
    >
      {body}
    </Paper>
  );
}
