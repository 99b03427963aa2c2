import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Children,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidthRule } from '../../lib/use-viewport-width.ts';

/**
 * Slides in view: a number, or by viewport width like a carousel library's breakpoints — keys are minimum
 * widths in px, the largest key not above the viewport wins (`{ 0: 2, 769: 4 }`).
 */
export type SlidesPerView = number | Readonly<Record<number, number>>;

interface SliderProps {
  /** The carousel's accessible name (what it shows: "Your contracts"). */
  label: string;
  slidesPerView: SlidesPerView;
  /** Duration of a move, in ms; none when the visitor prefers reduced motion. */
  speedMs?: number;
  /** First slide in view, when the parent drives it (it must then follow `onIndexChange`). */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Space between slides in theme spacing units. */
  gap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** How many slides fit at this viewport width (at least 1). */
export function slidesFor(perView: SlidesPerView, width: number): number {
  if (typeof perView === 'number') return Math.max(1, Math.floor(perView));
  let chosen = 1;
  let best = Number.NEGATIVE_INFINITY;
  for (const [minWidth, count] of Object.entries(perView)) {
    const min = Number(minWidth);
    if (min <= width && min > best) {
      best = min;
      chosen = count;
    }
  }
  return Math.max(1, Math.floor(chosen));
}

/** The last index that still fills the view (no blank space after the final slide). */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

const SWIPE_PX = 40;

/**
 * A keyboard-accessible slider without a carousel library: the WAI-ARIA carousel pattern (a region with
 * `aria-roledescription="carousel"`, slides as groups named "n of m", previous/next buttons), moved by the
 * buttons, the arrow keys inside it or a swipe. Slides out of view are inert, so Tab never lands on a card
 * the member cannot see.
 */
export function Slider({
  label,
  slidesPerView,
  speedMs = 500,
  index: controlledIndex,
  onIndexChange,
  gap = 2,
  sx,
  children,
}: SliderProps) {
  const { t } = useTranslation('common');
  const slides = Children.toArray(children);
  const fitting = useViewportWidthRule((width) => slidesFor(slidesPerView, width));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const perView = Math.min(fitting, Math.max(1, slides.length));
  const last = lastIndex(slides.length, perView);
  const [ownIndex, setOwnIndex] = useState(0);
  const index = Math.min(Math.max(controlledIndex ?? ownIndex, 0), last);
  const trackId = useId();
  const swipeStart = useRef<number | null>(null);

  const goTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), last);
    if (clamped === index) return;
    setOwnIndex(clamped);
    onIndexChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (moved <= -SWIPE_PX) goTo(index + 1);
    else if (moved >= SWIPE_PX) goTo(index - 1);
  };

  const gapPx = gap * 8;
  const edgePx = Math.min(gapPx, 16);
  const slideWidth = `calc((100% - ${gapPx * (perView - 1)}px) / ${perView})`;
  const scrollable = last > 0;
  const atStart = index === 0;
  const atEnd = index === last;

  const arrowSx = {
    width: 44,
    height: 44,
    border: 1,
    borderColor: 'rgba(17,17,17,0.2)',
    bgcolor: 'common.white',
    color: 'text.primary',
    '&:hover': { bgcolor: 'sand.main' },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.label')}
      aria-label={label}
      onKeyDown={onKeyDown}
      // As a grid or flex item it must not grow to its track's width (every slide side by side).
      sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        // Room for the slides' shadows and focus rings inside the clipped area, no wider than the gap so the
        // next slide never peeks in.
        sx={{
          overflow: 'hidden',
          touchAction: 'pan-y',
          py: 3,
          my: -2,
          px: `${edgePx}px`,
          mx: `${-edgePx}px`,
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <Box
          id={trackId}
          aria-live="polite"
          sx={{
            display: 'flex',
            gap: `${gapPx}px`,
            transform: `translateX(calc(${-index} * (${slideWidth} + ${gapPx}px)))`,
            transition:
              reducedMotion || speedMs <= 0
                ? 'none'
                : `transform ${speedMs}ms cubic-bezier(0.25, 0.1, 0.25, 1)`,
          }}
        >
          {slides.map((slide, position) => {
            const visible = position >= index && position < index + perView;
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; Children.toArray keys them already
                key={position}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: position + 1, m: slides.length })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                sx={{ flex: `0 0 ${slideWidth}`, minWidth: 0, display: 'flex', '& > *': { flex: 1 } }}
              >
                {slide}
              </Box>
            );
          })}
        </Box>
      </Box>
      {scrollable ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
          <IconButton
            aria-label={t('carousel.previous')}
            aria-controls={trackId}
            aria-disabled={atStart}
            onClick={() => goTo(index - 1)}
            sx={arrowSx}
          >
            <ChevronLeft />
          </IconButton>
          <Box aria-hidden="true" sx={{ display: 'flex', gap: 1 }}>
            {Array.from({ length: last + 1 }, (_, dot) => (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions
                key={dot}
                sx={{
                  width: dot === index ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: dot === index ? 'gold.dark' : 'rgba(17,17,17,0.2)',
                  transition: reducedMotion ? 'none' : 'width 200ms ease',
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label={t('carousel.next')}
            aria-controls={trackId}
            aria-disabled={atEnd}
            onClick={() => goTo(index + 1)}
            sx={arrowSx}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
