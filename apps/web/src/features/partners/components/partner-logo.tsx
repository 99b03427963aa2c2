import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { EXCHANGE_PARTNERS, type ExchangePartnerId } from '../lib/exchange-partners.ts';

const DISPLAY = '"Playfair Display Variable", "Playfair Display", Georgia, serif';
const SANS = '"Inter Variable", Inter, system-ui, sans-serif';
const GOLD = '#B8893B';
const LAGOON = '#0E5E6F';

/**
 * Generic wordmarks drawn for this portal in its own palette: each partner's name set in type with a small
 * geometric accent. They are not the partners' brand files, and only need to be recognisable by name.
 */
const MARKS: Record<ExchangePartnerId, { width: number; body: ReactNode }> = {
  rci: {
    width: 132,
    body: (
      <>
        <circle cx="22" cy="30" r="16" fill="none" stroke={LAGOON} strokeWidth="4" />
        <circle cx="22" cy="30" r="5" fill={GOLD} />
        <text
          x="46"
          y="42"
          fontFamily={SANS}
          fontSize="34"
          fontWeight="800"
          letterSpacing="2"
          fill="currentColor"
        >
          RCI
        </text>
      </>
    ),
  },
  interval: {
    width: 124,
    body: (
      <>
        <text
          x="4"
          y="38"
          fontFamily={DISPLAY}
          fontSize="32"
          fontStyle="italic"
          fontWeight="600"
          fill="currentColor"
        >
          interval
        </text>
        <circle cx="114" cy="34" r="5" fill={GOLD} />
        <path d="M6 48h100" stroke={LAGOON} strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  dae: {
    width: 128,
    body: (
      <>
        <rect x="4" y="10" width="40" height="40" rx="10" fill={LAGOON} />
        <path d="M14 38l10-16 10 16z" fill="#FFFFFF" />
        <text
          x="54"
          y="42"
          fontFamily={SANS}
          fontSize="30"
          fontWeight="800"
          letterSpacing="3"
          fill="currentColor"
        >
          DAE
        </text>
      </>
    ),
  },
  ice: {
    width: 150,
    body: (
      <>
        <path d="M20 8l14 22-14 22L6 30z" fill="none" stroke={LAGOON} strokeWidth="3" />
        <path d="M20 18l7 12-7 12-7-12z" fill={GOLD} />
        <text
          x="44"
          y="34"
          fontFamily={SANS}
          fontSize="26"
          fontWeight="800"
          letterSpacing="3"
          fill="currentColor"
        >
          ICE
        </text>
        <text
          x="45"
          y="50"
          fontFamily={SANS}
          fontSize="11"
          fontWeight="600"
          letterSpacing="4.2"
          fill="currentColor"
        >
          GALLERY
        </text>
      </>
    ),
  },
  sfx: {
    width: 104,
    body: (
      <>
        <text
          x="4"
          y="38"
          fontFamily={SANS}
          fontSize="32"
          fontWeight="800"
          letterSpacing="4"
          fill="currentColor"
        >
          SFX
        </text>
        <path
          d="M6 48c10-6 20-6 30 0s20 6 30 0 20-6 30 0"
          stroke={LAGOON}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M6 56c10-6 20-6 30 0s20 6 30 0 20-6 30 0"
          stroke={GOLD}
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  thirdhome: {
    width: 200,
    body: (
      <>
        <path d="M6 34l18-16 18 16" stroke={LAGOON} strokeWidth="3.5" fill="none" strokeLinejoin="round" />
        <rect x="18" y="32" width="12" height="14" fill={GOLD} />
        <text x="50" y="38" fontFamily={DISPLAY} fontSize="26" fontWeight="600" fill="currentColor">
          ThirdHome
        </text>
        <text
          x="51"
          y="52"
          fontFamily={SANS}
          fontSize="8.5"
          fontWeight="600"
          letterSpacing="3.4"
          fill="currentColor"
        >
          INTERNATIONAL
        </text>
      </>
    ),
  },
};

interface PartnerLogoProps {
  partner: ExchangePartnerId;
  /** Shown next to its written name: hidden from assistive technology rather than read twice. */
  decorative?: boolean;
  sx?: SxProps<Theme>;
}

export function PartnerLogo({ partner, decorative = false, sx }: PartnerLogoProps) {
  const mark = MARKS[partner];
  const name = EXCHANGE_PARTNERS.find((p) => p.id === partner)?.name ?? partner;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${mark.width} 60`}
      data-partner={partner}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': name })}
      sx={{ display: 'block', height: 48, width: 'auto', color: 'ink.main', ...sx }}
    >
      {mark.body}
    </Box>
  );
}
