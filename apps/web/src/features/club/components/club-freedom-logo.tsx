import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface ClubFreedomLogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'light' | 'dark';
  /** Its accessible name (the club's name). */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * The portal's own wordmark for the club-benefits programme (no brand files): a compass rose over the
 * horizon in a ring, then CLUB spaced small above "Freedom" in the display serif. Text lengths are fixed so
 * the mark keeps its shape whichever font has loaded.
 */
export function ClubFreedomLogo({ tone = 'dark', label, sx }: ClubFreedomLogoProps) {
  const light = tone === 'light';
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox="0 0 300 96"
      focusable="false"
      sx={[
        {
          display: 'block',
          width: 300,
          maxWidth: '100%',
          height: 'auto',
          color: light ? 'common.white' : 'text.primary',
          '& .accent': { color: light ? 'gold.light' : 'gold.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <title>{label}</title>
      <g className="accent" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="48" cy="48" r="42" strokeWidth="2" />
        <circle cx="48" cy="48" r="35" strokeWidth="1" opacity="0.6" />
        {/* Compass rose: the long north point, the short east and west ones. */}
        <path d="M48 12 L55 44 L48 52 L41 44 Z" fill="currentColor" strokeWidth="1.5" />
        <path d="M20 44 L41 40 M76 44 L55 40" strokeWidth="2" />
        {/* Horizon and two waves. */}
        <path d="M14 56 H82" strokeWidth="2" />
        <path d="M22 66 q6.5 -5 13 0 t13 0 t13 0 t13 0" strokeWidth="2" />
        <path d="M30 75 q6 -4 12 0 t12 0 t12 0" strokeWidth="1.6" />
      </g>
      <text
        className="accent"
        x="108"
        y="36"
        fontSize="13"
        fontWeight="600"
        letterSpacing="6"
        textLength="66"
        lengthAdjust="spacing"
        fill="currentColor"
        style={{ fontFamily: '"Inter Variable", Inter, system-ui, sans-serif' }}
      >
        CLUB
      </text>
      <text
        x="106"
        y="72"
        fontSize="40"
        fontStyle="italic"
        fontWeight="600"
        textLength="184"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        style={{ fontFamily: '"Playfair Display Variable", "Playfair Display", Georgia, serif' }}
      >
        Freedom
      </text>
    </Box>
  );
}
