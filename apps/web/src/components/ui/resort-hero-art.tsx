import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Palm } from './palm.tsx';

/**
 * The portal's own resort artwork (no third-party images): a golden-hour sky, the sun over a lagoon sea,
 * a stepped-pyramid silhouette on the far shore, and palms framing the view. Decorative only.
 */
interface ResortHeroArtProps {
  sx?: SxProps<Theme>;
  /** `horizon` frames only the sun, the far shore and the sea, for short bands. */
  crop?: 'full' | 'horizon';
}

export function ResortHeroArt({ sx, crop = 'full' }: ResortHeroArtProps) {
  return (
    <Box
      component="svg"
      viewBox={crop === 'horizon' ? '0 330 600 300' : '0 0 600 800'}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      <defs>
        <linearGradient id="vida-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1D4E58" />
          <stop offset="0.38" stopColor="#B7A081" />
          <stop offset="0.62" stopColor="#E9C58C" />
          <stop offset="0.68" stopColor="#F3DDB1" />
        </linearGradient>
        <radialGradient id="vida-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFF6E2" />
          <stop offset="0.55" stopColor="#F7DDA6" />
          <stop offset="1" stopColor="#E8B66A" />
        </radialGradient>
        <radialGradient id="vida-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFE7B8" stopOpacity="0.75" />
          <stop offset="1" stopColor="#FFE7B8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="vida-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2F7F86" />
          <stop offset="0.35" stopColor="#0E5E6F" />
          <stop offset="1" stopColor="#06323B" />
        </linearGradient>
        <linearGradient id="vida-sand" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E7D3B2" />
          <stop offset="1" stopColor="#C9AA7C" />
        </linearGradient>
      </defs>

      <rect width="600" height="800" fill="url(#vida-sky)" />
      <circle cx="360" cy="470" r="190" fill="url(#vida-glow)" />
      <circle cx="360" cy="470" r="74" fill="url(#vida-sun)" />

      {/* Far shore: hills and a stepped pyramid, softened by haze. */}
      <path
        d="M0 500 C60 482 120 478 170 488 C220 470 280 474 330 492 L330 506 L0 506 Z"
        fill="#8F7A5E"
        opacity="0.55"
      />
      <path
        d="M70 494 h70 v-7 h-8 v-7 h-8 v-7 h-8 v-7 h-14 v7 h-8 v7 h-8 v7 h-8 v7 h-8 z"
        fill="#6F5E48"
        opacity="0.7"
      />
      <path d="M430 504 C480 488 540 486 600 494 L600 506 L430 506 Z" fill="#8F7A5E" opacity="0.45" />

      {/* Sea with the sun's reflection. */}
      <rect y="504" width="600" height="296" fill="url(#vida-sea)" />
      <g fill="#F7DDA6" opacity="0.7">
        <rect x="318" y="516" width="84" height="3" rx="1.5" />
        <rect x="300" y="530" width="120" height="3" rx="1.5" opacity="0.8" />
        <rect x="326" y="546" width="68" height="3" rx="1.5" opacity="0.7" />
        <rect x="290" y="564" width="140" height="2.5" rx="1.25" opacity="0.5" />
        <rect x="334" y="584" width="52" height="2.5" rx="1.25" opacity="0.45" />
        <rect x="306" y="606" width="108" height="2" rx="1" opacity="0.3" />
      </g>
      <g stroke="#9FD0D0" strokeWidth="1.5" strokeLinecap="round" fill="none" opacity="0.35">
        <path d="M40 560 q20 -6 40 0 t40 0" />
        <path d="M150 600 q20 -6 40 0 t40 0" />
        <path d="M470 580 q20 -6 40 0 t40 0" />
        <path d="M60 660 q24 -7 48 0 t48 0" />
        <path d="M420 650 q24 -7 48 0 t48 0" />
      </g>

      {/* Beach. */}
      <path
        d="M0 712 C140 676 300 690 420 716 C500 732 560 730 600 722 L600 800 L0 800 Z"
        fill="url(#vida-sand)"
      />
      <path
        d="M0 712 C140 676 300 690 420 716 C500 732 560 730 600 722"
        stroke="#F6F1E9"
        strokeWidth="3"
        fill="none"
        opacity="0.7"
      />

      {/* Birds. */}
      <g stroke="#3B3A36" strokeWidth="2" fill="none" strokeLinecap="round" opacity="0.55">
        <path d="M470 352 q8 -8 16 0 q8 -8 16 0" />
        <path d="M512 330 q6 -6 12 0 q6 -6 12 0" />
        <path d="M446 376 q5 -5 10 0 q5 -5 10 0" />
      </g>

      {/* Palms, in ink. */}
      <Palm x={518} y={800} />
      <g fill="#111111">
        <path d="M60 800 C66 740 70 680 62 626 C58 598 50 574 38 554 L46 549 C58 570 68 596 72 624 C82 682 80 742 76 800 Z" />
        <path d="M42 552 C70 526 104 516 136 522 C100 528 74 542 50 562 Z" />
        <path d="M42 552 C56 516 84 494 114 488 C86 506 66 528 52 560 Z" />
        <path d="M40 552 C20 526 -6 516 -30 518 L-30 530 C-6 532 14 542 34 560 Z" />
        <path d="M41 554 C64 560 86 580 96 608 C78 588 58 574 36 566 Z" />
        <path d="M40 554 C22 574 12 600 12 628 C6 600 14 576 32 558 Z" />
      </g>
    </Box>
  );
}
