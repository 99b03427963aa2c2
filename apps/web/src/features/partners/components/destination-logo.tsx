import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DESTINATION_LOGOS, type DestinationLogo as DestinationLogoKey } from '@vida/shared';
import type { ReactNode } from 'react';

/** The three destinations with a mark of their own (spec section 2), by the API's `logo`. */

export function isDestinationLogo(value: unknown): value is DestinationLogoKey {
  return DESTINATION_LOGOS.some((key) => key === value);
}

const DISPLAY = '"Playfair Display Variable", "Playfair Display", Georgia, serif';
const SANS = '"Inter Variable", Inter, system-ui, sans-serif';

/**
 * The portal's own typographic marks, drawn for light text on the destination's artwork; not the
 * attractions' brand files. Each is named by `label` (the destination's name) for assistive technology.
 */
const MARKS: Record<DestinationLogoKey, { viewBox: string; body: ReactNode }> = {
  jungala: {
    viewBox: '0 0 240 72',
    body: (
      <>
        <path d="M20 56C18 36 26 18 44 10c-2 18-10 34-24 46z" fill="currentColor" />
        <path
          d="M22 54C30 42 36 30 42 14"
          stroke="#111111"
          strokeOpacity="0.35"
          strokeWidth="1.5"
          fill="none"
        />
        <text
          x="56"
          y="48"
          fontFamily={DISPLAY}
          fontSize="34"
          fontWeight="700"
          letterSpacing="3"
          fill="currentColor"
        >
          JUNGALA
        </text>
        <path d="M58 58h170" stroke="currentColor" strokeWidth="1.5" opacity="0.6" />
      </>
    ),
  },
  joya: {
    viewBox: '0 0 244 72',
    body: (
      <>
        <path d="M30 14l12 14-12 30-12-30z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M18 28h24M30 14v44" stroke="currentColor" strokeWidth="1.2" opacity="0.6" />
        <text
          x="54"
          y="50"
          fontFamily={DISPLAY}
          fontSize="40"
          fontStyle="italic"
          fontWeight="600"
          letterSpacing="6"
          fill="currentColor"
        >
          JOYA
        </text>
        <text
          x="56"
          y="66"
          fontFamily={SANS}
          fontSize="9"
          fontWeight="600"
          letterSpacing="3.5"
          fill="currentColor"
          opacity="0.85"
        >
          CIRQUE · RIVIERA MAYA
        </text>
      </>
    ),
  },
  reserve: {
    viewBox: '0 0 260 72',
    body: (
      <>
        <circle cx="30" cy="36" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 44c6-4 12-4 16 0s10 4 16 0" stroke="currentColor" strokeWidth="2" fill="none" />
        <path
          d="M26 40c-2-8 2-16 8-18 2-1 3-3 2-6l-1-4c3 1 4 4 4 7l5 1-5 1c0 4-2 7-6 9-3 2-4 6-3 10z"
          fill="currentColor"
        />
        <text
          x="64"
          y="30"
          fontFamily={SANS}
          fontSize="11"
          fontWeight="600"
          letterSpacing="5"
          fill="currentColor"
          opacity="0.85"
        >
          THE
        </text>
        <text
          x="62"
          y="58"
          fontFamily={DISPLAY}
          fontSize="30"
          fontWeight="600"
          letterSpacing="4"
          fill="currentColor"
        >
          RESERVE
        </text>
      </>
    ),
  },
};

interface DestinationLogoProps {
  logo: DestinationLogoKey;
  label: string;
  sx?: SxProps<Theme>;
}

export function DestinationLogo({ logo, label, sx }: DestinationLogoProps) {
  const mark = MARKS[logo];
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={mark.viewBox}
      data-logo={logo}
      sx={{ display: 'block', height: 48, width: 'auto', color: 'common.white', ...sx }}
    >
      {mark.body}
    </Box>
  );
}
