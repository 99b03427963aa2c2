import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { useDestinationHighlights } from '../api/destination-highlights.ts';
import { DestinationCard } from './destination-card.tsx';

/** Cards in view by viewport width (the spec's carousel breakpoints 600 and 1000 px). */
const CARDS_IN_VIEW = { 0: 1, 600: 2, 1000: 3 } as const;

interface DestinationCarouselProps {
  /** The section heading's level on the page that holds it (the cards' headings are one below). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The dashboard's destination highlights (spec section 2): a titled section with a slider of cards. Shows
 * nothing at all when there are no destinations (a failed request reads as none).
 */
export function DestinationCarousel({ headingLevel = 'h2' }: DestinationCarouselProps) {
  const { t } = useTranslation('partners');
  const destinations = useDestinationHighlights();
  const titleId = 'destination-highlights-title';

  const list = destinations.data ?? [];
  if (!destinations.isPending && list.length === 0) return null;

  return (
    // As a grid or flex item of the page it must not grow to the width of the slider's whole track.
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <SectionHeading
        id={titleId}
        level={headingLevel}
        overline={t('destinations.overline')}
        title={t('destinations.title')}
        subtitle={t('destinations.subtitle')}
        sx={{ mb: 3 }}
      />
      {destinations.isPending ? (
        <Box
          aria-busy="true"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton
              key={i}
              variant="rounded"
              height={300}
              sx={{ display: { xs: i === 0 ? 'block' : 'none', sm: i < 2 ? 'block' : 'none', md: 'block' } }}
            />
          ))}
        </Box>
      ) : (
        <Slider label={t('destinations.carousel')} slidesPerView={CARDS_IN_VIEW}>
          {list.map((destination) => (
            <DestinationCard
              key={destination.id}
              destination={destination}
              headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
            />
          ))}
        </Slider>
      )}
    </Box>
  );
}
