import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DEFAULT_RESORT, RESORTS } from '@vida/shared';
import type { ReactNode } from 'react';

export type ResortName = (typeof RESORTS)[number];

/**
 * The resort a name stands for (spec section 9): the exact name first, then a name that contains one (so
 * "Grand Luxxe Nuevo Vallarta" still gets its logo), the longest first so "The Grand Mayan" never reads as
 * "Mayan Palace"'s neighbour; anything else is Grand Luxxe.
 */
export function resortOf(name: string | null | undefined): ResortName {
  const wanted = name?.trim().toLowerCase() ?? '';
  if (!wanted) return DEFAULT_RESORT;
  const exact = RESORTS.find((resort) => resort.toLowerCase() === wanted);
  if (exact) return exact;
  const byLength = [...RESORTS].sort((a, b) => b.length - a.length);
  return byLength.find((resort) => wanted.includes(resort.toLowerCase())) ?? DEFAULT_RESORT;
}

const SIZES = { small: 40, medium: 56, large: 80 } as const;

interface ResortLogoProps {
  /** The resort's name as the API gives it (profile `resort_name`, contract `resort`); null → Grand Luxxe. */
  resort: string | null | undefined;
  size?: keyof typeof SIZES;
  /** `dark` (ink and dark gold) for light backgrounds; `light` (white and pale gold) for dark bands. */
  tone?: 'dark' | 'light';
  sx?: SxProps<Theme>;
}

/** Each resort's emblem, drawn in a 64 × 64 box with `currentColor` (the accent). */
const EMBLEMS: Record<ResortName, ReactNode> = {
  // A portico: pediment over four columns.
  'The Estates': (
    <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M10 24 L32 10 L54 24 Z" />
      <path d="M12 28h40M12 52h40M8 56h48" />
      <path d="M17 31v18M27 31v18M37 31v18M47 31v18" />
    </g>
  ),
  // A faceted diamond inside a fine ring.
  'Grand Luxxe': (
    <g fill="none" stroke="currentColor" strokeLinejoin="round">
      <circle cx="32" cy="32" r="29" strokeWidth="1.4" />
      <path d="M18 26 L25 17 H39 L46 26 L32 48 Z" strokeWidth="2.2" />
      <path d="M18 26 H46 M25 17 L29 26 L32 48 L35 26 L39 17" strokeWidth="1.4" />
    </g>
  ),
  // The sun rising over two waves.
  'The Grand Bliss': (
    <g fill="none" stroke="currentColor" strokeLinecap="round">
      <path d="M16 36 a16 16 0 0 1 32 0" strokeWidth="2.2" />
      <path d="M32 10v6M14.5 17.5l4 4M49.5 17.5l-4 4M8 30h5M51 30h5" strokeWidth="2" />
      <path d="M8 44 q6 -5 12 0 t12 0 t12 0 t12 0" strokeWidth="2.2" />
      <path d="M14 52 q6 -5 12 0 t12 0 t12 0" strokeWidth="1.6" />
    </g>
  ),
  // A stepped pyramid with its temple.
  'The Grand Mayan': (
    <g fill="currentColor">
      <path d="M27 12h10v7h-10z" />
      <path d="M23 21h18v6H23zM18 29h28v6H18zM13 37h38v6H13zM8 45h48v6H8z" opacity="0.92" />
      <rect x="4" y="54" width="56" height="2.4" rx="1.2" />
    </g>
  ),
  // A scallop shell with a sprig.
  'Sea Garden': (
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
      <path d="M32 52 C14 46 8 30 14 20 C22 10 42 10 50 20 C56 30 50 46 32 52 Z" strokeWidth="2.2" />
      <path d="M32 52 L22 16 M32 52 L32 13 M32 52 L42 16 M32 52 L14 24 M32 52 L50 24" strokeWidth="1.4" />
      <path d="M26 56 h12" strokeWidth="2.2" />
    </g>
  ),
  // A Mayan corbel arch framed by a stepped wall.
  'Mayan Palace': (
    <g fill="none" stroke="currentColor" strokeLinejoin="round" strokeLinecap="round">
      <path d="M6 54 V22 h8 v-6 h36 v6 h8 v32" strokeWidth="2.2" />
      <path d="M22 54 V38 L32 22 L42 38 V54" strokeWidth="2.2" />
      <path d="M14 28h6M44 28h6M14 34h6M44 34h6" strokeWidth="1.6" />
      <path d="M2 57h60" strokeWidth="2.2" />
    </g>
  ),
};

/** Each resort's wordmark: a small spaced line above (or none) and the name in the display serif. */
const WORDMARKS: Record<
  ResortName,
  { above: string | null; main: string; mainLength: number; italic?: boolean }
> = {
  'The Estates': { above: 'THE', main: 'ESTATES', mainLength: 150 },
  'Grand Luxxe': { above: 'GRAND', main: 'LUXXE', mainLength: 116 },
  'The Grand Bliss': { above: 'THE GRAND', main: 'Bliss', mainLength: 70, italic: true },
  'The Grand Mayan': { above: 'THE GRAND', main: 'MAYAN', mainLength: 124 },
  'Sea Garden': { above: null, main: 'Sea Garden', mainLength: 146, italic: true },
  'Mayan Palace': { above: 'MAYAN', main: 'PALACE', mainLength: 136 },
};

const TEXT_X = 84;
const aboveLength = (above: string) => above.length * 9.5;

/**
 * The portal's own logo for a resort (spec section 9; DESIGN.md: typographic wordmarks in SVG, no brand
 * files): an emblem and the name set in the display serif. The text lengths are fixed in the SVG so the mark
 * keeps its proportions whichever font has loaded. Its accessible name is the resort's name.
 */
export function ResortLogo({ resort, size = 'medium', tone = 'dark', sx }: ResortLogoProps) {
  const name = resortOf(resort);
  const mark = WORDMARKS[name];
  const height = SIZES[size];
  const light = tone === 'light';
  // The box ends where the longer line ends, so the mark centres where it is placed.
  const boxWidth = TEXT_X + Math.max(mark.mainLength, mark.above ? aboveLength(mark.above) : 0) + 4;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={name}
      viewBox={`0 0 ${boxWidth} 64`}
      focusable="false"
      sx={[
        {
          display: 'block',
          height,
          width: (height * boxWidth) / 64,
          maxWidth: '100%',
          color: light ? 'common.white' : 'text.primary',
          '& .resort-accent': { color: light ? 'gold.light' : 'gold.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <title>{name}</title>
      <g className="resort-accent">{EMBLEMS[name]}</g>
      <rect
        className="resort-accent"
        x="72"
        y="8"
        width="1.2"
        height="48"
        fill="currentColor"
        opacity="0.6"
      />
      <g>
        {mark.above ? (
          <text
            x={TEXT_X}
            y="24"
            fontSize="10"
            fontWeight="600"
            letterSpacing="4"
            textLength={aboveLength(mark.above)}
            lengthAdjust="spacing"
            fill="currentColor"
            style={{ fontFamily: 'var(--resort-logo-sans, "Inter Variable", Inter, system-ui, sans-serif)' }}
            className="resort-accent"
          >
            {mark.above}
          </text>
        ) : null}
        <text
          x={TEXT_X}
          y={mark.above ? 50 : 43}
          fontSize={mark.italic ? 30 : 26}
          fontWeight="600"
          fontStyle={mark.italic ? 'italic' : undefined}
          textLength={mark.mainLength}
          lengthAdjust="spacing"
          fill="currentColor"
          style={{
            fontFamily: '"Playfair Display Variable", "Playfair Display", Georgia, "Times New Roman", serif',
          }}
        >
          {mark.main}
        </text>
      </g>
    </Box>
  );
}
