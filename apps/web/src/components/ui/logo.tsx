import Box from '@mui/material/Box';

interface LogoProps {
  /** `light` for dark backgrounds (the black header). */
  tone?: 'light' | 'dark';
  size?: 'small' | 'medium';
  /** Only the emblem, for narrow headers. */
  compact?: boolean;
}

/** The portal's typographic wordmark: a setting sun over the sea, then VIDA / VACATIONS. */
export function Logo({ tone = 'dark', size = 'medium', compact = false }: LogoProps) {
  const scale = size === 'small' ? 0.85 : 1;
  const accent = tone === 'light' ? 'gold.main' : 'gold.dark';
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25 * scale,
        color: tone === 'light' ? 'common.white' : 'text.primary',
        lineHeight: 1,
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 34 34"
        focusable="false"
        sx={{ width: 34 * scale, height: 34 * scale, color: accent, flexShrink: 0 }}
      >
        <circle cx="17" cy="17" r="16" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 19a9 9 0 0 1 18 0z" fill="currentColor" />
        <path
          d="M6 22.5h22M9 26h16M12.5 29.5h9"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </Box>
      <Box
        component="span"
        sx={{ display: compact ? 'none' : 'inline-flex', flexDirection: 'column', gap: 0.5 }}
      >
        <Box
          component="span"
          sx={{
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontSize: `${1.45 * scale}rem`,
            fontWeight: 600,
            letterSpacing: '0.22em',
            lineHeight: 1,
          }}
        >
          VIDA
        </Box>{' '}
        <Box
          component="span"
          sx={{ fontSize: `${0.6 * scale}rem`, fontWeight: 600, letterSpacing: '0.42em', color: accent }}
        >
          VACATIONS
        </Box>
      </Box>
    </Box>
  );
}
