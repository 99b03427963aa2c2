import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Contract } from '@vida/shared';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeIndexFor,
  CONTRACT_SLIDER,
  carouselMode,
  rotate,
  rotatorSlots,
  sliderStartFor,
} from '../../lib/contract-carousel-layout.ts';
import { useViewportWidthRule } from '../../lib/use-viewport-width.ts';
import { ContractCard } from './contract-card.tsx';
import { Slider, slidesFor } from './slider.tsx';

interface ContractCarouselProps {
  contracts: Contract[];
  /** The contract named in the navigation state, if any: it starts active, in the middle. */
  initialContractId: number | null;
  active: number;
  onActiveChange: (index: number) => void;
  /** What a card adds beside its status (Payments: whether something on it is due or late). */
  badge?: (contract: Contract) => ReactNode;
}

const arrowSx = {
  width: 48,
  height: 48,
  flexShrink: 0,
  border: 1,
  borderColor: 'rgba(17,17,17,0.2)',
  bgcolor: 'common.white',
  '&:hover': { bgcolor: 'sand.main' },
} as const;

/**
 * The contracts of spec section 4: the 3-slot rotator for 1 to 3 contracts (the active one in the middle, the
 * arrows rotate), the standard slider for 4 or more or on a phone. The page owns the active index (it drives
 * the weeks below).
 */
export function ContractCarousel({
  contracts,
  initialContractId,
  active,
  onActiveChange,
  badge,
}: ContractCarouselProps) {
  const { t } = useTranslation(['account', 'common']);
  const mode = useViewportWidthRule((width) => carouselMode(contracts.length, width));
  const perView = useViewportWidthRule((width) => slidesFor(CONTRACT_SLIDER.slidesPerView, width));
  const [sliderIndex, setSliderIndex] = useState(() =>
    sliderStartFor(activeIndexFor(contracts, initialContractId), contracts.length, perView),
  );
  const count = contracts.length;
  const position = (index: number) => t('common:carousel.position', { n: index + 1, m: count });

  if (mode === 'empty') return null;

  if (mode === 'slider') {
    return (
      <Slider
        label={t('contracts.label')}
        slidesPerView={CONTRACT_SLIDER.slidesPerView}
        speedMs={CONTRACT_SLIDER.speedMs}
        index={sliderIndex}
        onIndexChange={setSliderIndex}
        gap={2}
      >
        {contracts.map((contract, index) => (
          <ContractCard
            key={contract.contract_id}
            contract={contract}
            active={index === active}
            onSelect={() => onActiveChange(index)}
            badge={badge?.(contract)}
          />
        ))}
      </Slider>
    );
  }

  const slots = rotatorSlots(contracts, active);
  const step = (direction: 1 | -1) => onActiveChange(rotate(active, count, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('common:carousel.label')}
      aria-label={t('contracts.label')}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 } }}
    >
      {count > 1 ? (
        <IconButton aria-label={t('common:carousel.previous')} onClick={() => step(-1)} sx={arrowSx}>
          <ChevronLeft />
        </IconButton>
      ) : null}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1.5, md: 3 },
          alignItems: 'stretch',
          py: 1,
        }}
      >
        {slots.map((contract, slot) => {
          if (!contract) {
            // biome-ignore lint/suspicious/noArrayIndexKey: an empty slot has nothing but its place
            return <Box key={`empty-${slot}`} aria-hidden="true" />;
          }
          const index = contracts.indexOf(contract);
          const middle = slot === 1;
          return (
            <Box
              key={contract.contract_id}
              role="group"
              aria-roledescription={t('common:carousel.slide')}
              aria-label={position(index)}
              sx={{ display: 'flex', '& > *': { flex: 1 } }}
            >
              <ContractCard
                contract={contract}
                active={middle}
                emphasis={middle}
                onSelect={() => onActiveChange(index)}
                badge={badge?.(contract)}
              />
            </Box>
          );
        })}
      </Box>
      {count > 1 ? (
        <IconButton aria-label={t('common:carousel.next')} onClick={() => step(1)} sx={arrowSx}>
          <ChevronRight />
        </IconButton>
      ) : null}
    </Box>
  );
}
