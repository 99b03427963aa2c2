import Box from '@mui/material/Box';
import { Palm } from '../../../components/ui/palm.tsx';

/**
 * The About page's header image, the portal's own artwork: an infinity pool at golden hour, the sea and the
 * sun beyond it, a terraced resort with lit windows, a palapa and palms. Decorative.
 */
export function AboutHeroArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 1600 600"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="about-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#173F49" />
          <stop offset="0.45" stopColor="#9C8A70" />
          <stop offset="0.75" stopColor="#E9C58C" />
          <stop offset="0.82" stopColor="#F3DDB1" />
        </linearGradient>
        <radialGradient id="about-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFF6E2" />
          <stop offset="0.6" stopColor="#F7DDA6" />
          <stop offset="1" stopColor="#E8B66A" />
        </radialGradient>
        <radialGradient id="about-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFE7B8" stopOpacity="0.8" />
          <stop offset="1" stopColor="#FFE7B8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="about-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2F7F86" />
          <stop offset="1" stopColor="#0A4652" />
        </linearGradient>
        <linearGradient id="about-pool" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4FB3B8" />
          <stop offset="1" stopColor="#1C7E8C" />
        </linearGradient>
        <linearGradient id="about-deck" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E7D3B2" />
          <stop offset="1" stopColor="#C9AA7C" />
        </linearGradient>
      </defs>

      <rect width="1600" height="600" fill="url(#about-sky)" />
      <circle cx="1080" cy="350" r="240" fill="url(#about-glow)" />
      <circle cx="1080" cy="350" r="78" fill="url(#about-sun)" />
      <g stroke="#3B3A36" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.5">
        <path d="M1180 190 q10 -10 20 0 q10 -10 20 0" />
        <path d="M1236 164 q8 -8 16 0 q8 -8 16 0" />
        <path d="M1150 222 q6 -6 12 0 q6 -6 12 0" />
      </g>

      {/* Far headland and the sea. */}
      <path
        d="M640 392 C720 374 800 372 860 382 C900 370 960 372 1000 386 L1000 400 L640 400 Z"
        fill="#8F7A5E"
        opacity="0.5"
      />
      <rect y="398" width="1600" height="110" fill="url(#about-sea)" />
      <g fill="#F7DDA6" opacity="0.7">
        <rect x="1030" y="410" width="100" height="4" rx="2" />
        <rect x="1010" y="426" width="140" height="3" rx="1.5" opacity="0.8" />
        <rect x="1040" y="444" width="80" height="3" rx="1.5" opacity="0.6" />
        <rect x="1000" y="466" width="160" height="3" rx="1.5" opacity="0.4" />
      </g>

      {/* Terraced resort on the right, windows lit. */}
      <path d="M1260 508 V300 h60 v-40 h70 v-40 h70 v-40 h140 V508 Z" fill="#3A3025" />
      <g fill="#F3D9A4" opacity="0.9">
        <rect x="1276" y="318" width="26" height="12" rx="2" />
        <rect x="1276" y="350" width="26" height="12" rx="2" />
        <rect x="1336" y="278" width="26" height="12" rx="2" />
        <rect x="1336" y="318" width="26" height="12" rx="2" opacity="0.6" />
        <rect x="1406" y="238" width="26" height="12" rx="2" />
        <rect x="1406" y="278" width="26" height="12" rx="2" opacity="0.6" />
        <rect x="1476" y="198" width="26" height="12" rx="2" opacity="0.7" />
        <rect x="1476" y="238" width="26" height="12" rx="2" />
        <rect x="1536" y="198" width="26" height="12" rx="2" />
        <rect x="1336" y="390" width="26" height="12" rx="2" />
        <rect x="1476" y="318" width="26" height="12" rx="2" />
      </g>
      <g fill="#2A231B">
        <rect x="1260" y="296" width="70" height="6" />
        <rect x="1320" y="256" width="80" height="6" />
        <rect x="1390" y="216" width="80" height="6" />
        <rect x="1460" y="176" width="140" height="6" />
      </g>

      {/* The infinity pool meets the sea; its edge, then the deck. */}
      <rect y="476" width="1600" height="56" fill="url(#about-pool)" />
      <rect y="474" width="1600" height="4" fill="#F6F1E9" opacity="0.85" />
      <g stroke="#E8F6F5" strokeWidth="2.5" strokeLinecap="round" fill="none" opacity="0.5">
        <path d="M120 500 q24 -6 48 0 t48 0" />
        <path d="M520 512 q24 -6 48 0 t48 0" />
        <path d="M1180 504 q24 -6 48 0 t48 0" />
      </g>
      <rect y="530" width="1600" height="70" fill="url(#about-deck)" />

      {/* Palapa and two loungers. */}
      <g transform="translate(930 560)">
        <path d="M0 0 V-118" stroke="#5E4B36" strokeWidth="7" />
        <path d="M-120 -104 Q0 -176 120 -104 Z" fill="#B8893B" />
        <path d="M-120 -104 Q-40 -150 0 -146 Q-28 -128 -36 -104 Z" fill="#E2C48E" />
        <path d="M-110 -104 h220" stroke="#8A6424" strokeWidth="3" />
      </g>
      <g fill="#FFFFFF">
        <path d="M760 560 h96 l18 -22 h8 l-16 26 h-106 z" />
        <path d="M990 560 h96 l18 -22 h8 l-16 26 h-106 z" />
      </g>
      <g stroke="#5E4B36" strokeWidth="4">
        <path d="M768 564 v14 M848 564 v14 M998 564 v14 M1078 564 v14" />
      </g>

      <Palm x={1560} y={640} scale={1.05} />
      <Palm x={820} y={640} scale={0.8} flip />
    </Box>
  );
}
