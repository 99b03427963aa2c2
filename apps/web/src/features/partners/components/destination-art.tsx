import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DESTINATION_IMAGES, type DestinationImage } from '@vida/shared';
import { type ReactNode, useId } from 'react';

/** The five destination backgrounds of spec section 2, by the API's `image_location`. */
type DestinationScene = DestinationImage;

export function sceneOf(imageLocation: string | null | undefined): DestinationScene {
  return DESTINATION_IMAGES.find((scene) => scene === imageLocation) ?? 'beach';
}

const INK = '#111111';
const GOLD = '#B8893B';
const GOLD_LIGHT = '#E2C48E';
const SAND = '#F6F1E9';

interface Palette {
  sky: [string, string, string];
  glow: string;
}

const PALETTES: Record<DestinationScene, Palette> = {
  'jungle-park': { sky: ['#F6E7C4', '#C9D8B0', '#6F9A7A'], glow: '#FFF3D6' },
  palace: { sky: ['#23324A', '#B7867A', '#F2C98E'], glow: '#FFE2AE' },
  beach: { sky: ['#BFE3E3', '#F4E4C6', '#F7D3A6'], glow: '#FFF6E4' },
  joya: { sky: ['#0B1E2A', '#1F1A3A', '#3A1F3E'], glow: '#E2C48E' },
  reserve: { sky: ['#F3D9B8', '#E7B79A', '#9FB7B0'], glow: '#FFF0DA' },
};

const palm = (x: number, y: number, s: number, color: string) => (
  <g transform={`translate(${x} ${y}) scale(${s})`} fill={color}>
    <path d="M-2 0c3-30 5-60 1-96h5c4 34 3 66-1 96z" />
    <path d="M2-96c-22-12-46-8-60 8 20-8 40-8 60-3zM4-96c18-18 42-20 58-8-22-2-40 1-58 12zM3-98c-4-20-22-32-42-30 18 6 30 18 38 32zM5-98c10-16 28-22 46-18-18 2-30 10-42 22zM3-95c-10 16-12 34-6 50 0-18 3-34 10-48z" />
  </g>
);

const leaf = (x: number, y: number, rotate: number, s: number, color: string) => (
  <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${s})`}>
    <path d="M0 0C20-30 60-40 100-30 70-10 40 10 0 0z" fill={color} />
    <path d="M0 0C30-14 60-22 96-29" stroke={SAND} strokeOpacity="0.25" strokeWidth="2" fill="none" />
  </g>
);

function JunglePark() {
  return (
    <>
      <path d="M0 230c60-40 120-60 200-46s120-30 200-34 160 20 240 40v210H0z" fill="#8DAF8C" opacity="0.7" />
      <path d="M0 260c80-30 150-40 230-20s140-10 220-20 140 10 190 24v156H0z" fill="#5E8C6A" />
      {/* A waterfall between the hills, and the pool it falls into. */}
      <path d="M300 176c8-4 24-4 32 0v120h-32z" fill="#DCEFEA" />
      <path d="M306 180v112M316 178v118M326 180v112" stroke="#FFFFFF" strokeOpacity="0.7" strokeWidth="2" />
      <ellipse cx="316" cy="300" rx="70" ry="12" fill="#BFE3DC" />
      {/* A rope bridge across the canopy. */}
      <path d="M60 214c80 40 200 44 300 0" stroke="#3B2E22" strokeWidth="3" fill="none" />
      <path d="M60 204c80 40 200 44 300 0" stroke="#3B2E22" strokeWidth="1.5" fill="none" opacity="0.7" />
      <g stroke="#3B2E22" strokeWidth="1.5" opacity="0.7">
        {[90, 130, 170, 210, 250, 290, 330].map((x) => (
          <path key={x} d={`M${x} ${214 + Math.sin(((x - 60) / 300) * Math.PI) * 30 - 12}v12`} />
        ))}
      </g>
      <path d="M0 300c90-24 170-20 250 0s150 24 240 6 120-10 150-6v100H0z" fill="#2F5A45" />
      <path d="M0 340c100-20 200-16 300 0s200 10 340-6v66H0z" fill="#1E3F31" />
      {leaf(0, 380, -40, 1.6, '#15302A')}
      {leaf(20, 400, -70, 1.3, '#1E3F31')}
      {leaf(640, 360, 200, 1.6, '#15302A')}
      {leaf(620, 400, 235, 1.4, '#1E3F31')}
      {palm(520, 330, 1.1, '#15302A')}
      {palm(110, 318, 0.8, '#15302A')}
      {/* Parrots over the park. */}
      <g stroke={INK} strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.55">
        <path d="M440 96q9-9 18 0q9-9 18 0" />
        <path d="M488 76q6-6 12 0q6-6 12 0" />
      </g>
    </>
  );
}

const steps = (x: number, base: number, width: number, tiers: number, tier: number, color: string) => (
  <g fill={color}>
    {Array.from({ length: tiers }, (_, i) => {
      const inset = (i * width) / (tiers * 2.6);
      const y = base - (i + 1) * tier;
      return <rect key={y} x={x + inset} y={y} width={width - 2 * inset} height={tier + 0.5} />;
    })}
  </g>
);

function Palace() {
  return (
    <>
      <path d="M0 270c120-20 240-24 360-10s200 10 280 0v140H0z" fill="#7E6A5A" opacity="0.45" />
      {/* The palace: a stepped pyramid with its temple, a stair of light up the middle. */}
      {steps(180, 300, 280, 6, 24, '#5A4638')}
      <rect x="282" y="132" width="76" height="36" fill="#4A3A2E" />
      <path d="M276 132h88l-10-14h-68z" fill="#3A2D24" />
      <rect x="310" y="144" width="20" height="24" fill={GOLD_LIGHT} opacity="0.85" />
      <path d="M304 300h32l-8-132h-16z" fill={GOLD} opacity="0.55" />
      <g stroke={SAND} strokeOpacity="0.25" strokeWidth="1.5">
        {[276, 252, 228, 204, 180].map((y) => (
          <path key={y} d={`M308 ${y}h24`} />
        ))}
      </g>
      {/* The plaza and its reflecting pool. */}
      <rect y="300" width="640" height="100" fill="#2C2620" />
      <rect x="180" y="318" width="280" height="30" rx="4" fill="#0E5E6F" opacity="0.8" />
      <path d="M304 322h32l-6 22h-20z" fill={GOLD_LIGHT} opacity="0.45" />
      {palm(90, 350, 1.3, INK)}
      {palm(140, 356, 0.9, INK)}
      {palm(560, 352, 1.25, INK)}
      <path d="M0 380h640v20H0z" fill={INK} />
    </>
  );
}

function Beach() {
  return (
    <>
      <rect y="236" width="640" height="90" fill="#3FA9AD" />
      <rect y="236" width="640" height="30" fill="#7FCACB" opacity="0.7" />
      <g stroke="#FFFFFF" strokeOpacity="0.55" strokeWidth="2" strokeLinecap="round">
        <path d="M60 262h70M220 280h110M420 258h80M500 292h70M120 300h60" />
      </g>
      <path d="M0 304c120-26 260-26 380-6s190 16 260 8v94H0z" fill="#EBD5AE" />
      <path d="M0 304c120-26 260-26 380-6s190 16 260 8" stroke="#FFFFFF" strokeWidth="4" fill="none" />
      {/* A parasol and two loungers. */}
      <path d="M420 250c30-24 90-24 120 0z" fill={GOLD} />
      <path d="M420 250c30-24 90-24 120 0" stroke="#8A6424" strokeWidth="2" fill="none" />
      <path d="M479 250v84" stroke="#5A4638" strokeWidth="3" />
      <path d="M430 340l30-10h44l8 10zM500 346l30-10h44l8 10z" fill={SAND} stroke="#B79E7A" strokeWidth="2" />
      {palm(90, 360, 1.5, '#1E3F31')}
      {palm(150, 350, 1, '#2F5A45')}
      {/* A sailboat on the horizon. */}
      <path d="M300 232l2-30 18 30z" fill="#FFFFFF" />
      <path d="M296 234h28l-4 6h-20z" fill="#5A4638" />
    </>
  );
}

function Joya() {
  return (
    <>
      {/* Spotlights over the stage. */}
      <path d="M120 0l-60 330h160zM520 0l-160 330h160z" fill={GOLD_LIGHT} opacity="0.12" />
      <path d="M320 0l-70 330h140z" fill={GOLD_LIGHT} opacity="0.16" />
      {/* The aerial hoop. */}
      <circle cx="320" cy="170" r="64" stroke={GOLD} strokeWidth="6" fill="none" />
      <path d="M320 0v106" stroke={GOLD_LIGHT} strokeWidth="1.5" opacity="0.7" />
      {/* An aerial silk falling through the hoop. */}
      <path
        d="M320 106c-18 40 30 70 8 120s-34 70-10 104"
        stroke={GOLD_LIGHT}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
        opacity="0.85"
      />
      <path
        d="M324 106c-10 44 36 66 18 118s-26 76-6 106"
        stroke="#C9463D"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
      {/* Stage, curtains and footlights. */}
      <path d="M0 0h90c-14 120-10 240 20 400H0zM640 0h-90c14 120 10 240-20 400h110z" fill="#5B1F2B" />
      <path
        d="M0 0h640v34c-60 16-120 16-160 0-40 16-120 16-160 0-40 16-120 16-160 0-40 16-100 16-160 0z"
        fill="#6E2633"
      />
      <path d="M80 330h480l40 70H40z" fill="#1A1414" />
      <path d="M80 330h480" stroke={GOLD} strokeWidth="3" />
      <g fill={GOLD_LIGHT}>
        {[130, 200, 270, 340, 410, 480].map((x) => (
          <circle key={x} cx={x} cy="340" r="3" />
        ))}
      </g>
      <g fill={GOLD_LIGHT} opacity="0.85">
        <path d="M200 70l2.5 6 6 1-4.5 4 1.2 6-5.2-3-5.2 3 1.2-6-4.5-4 6-1zM460 110l2 5 5 .8-3.6 3.2 1 5-4.4-2.6-4.4 2.6 1-5-3.6-3.2 5-.8zM410 56l1.5 3.5 3.5.5-2.6 2.4.7 3.6-3.1-1.8-3.1 1.8.7-3.6-2.6-2.4 3.5-.5z" />
      </g>
    </>
  );
}

function Reserve() {
  return (
    <>
      <path d="M0 230l90-60 70 40 110-90 120 96 80-46 170 80v150H0z" fill="#6E8C86" opacity="0.55" />
      <path d="M0 250l120-40 110 30 120-50 140 56 150-20v174H0z" fill="#4F6E68" opacity="0.8" />
      {/* The lagoon, with the sky in it. */}
      <rect y="270" width="640" height="130" fill="#5E9A98" />
      <rect y="270" width="640" height="36" fill="#9CC3BC" opacity="0.6" />
      <g stroke="#FFFFFF" strokeOpacity="0.4" strokeWidth="2" strokeLinecap="round">
        <path d="M80 300h90M260 318h120M440 296h80M150 344h70" />
      </g>
      {/* Mangroves on the near shore. */}
      <path d="M0 330c40-30 90-40 140-26 20-40 70-50 100-20 24 22 50 70 80 116H0z" fill="#1E3F31" />
      <g stroke="#1E3F31" strokeWidth="3" fill="none">
        <path d="M30 350q10 20 0 40M70 340q14 24 4 50M110 336q-10 30 6 56M190 330q12 26-2 60" />
      </g>
      <path d="M640 320c-40-20-90-24-130-6-20-24-60-26-84 2-24 24-50 70-80 84h294z" fill="#2F5A45" />
      {/* A palapa on stilts over the lagoon, its reflection below. */}
      <g fill="#3B2E22">
        <rect x="392" y="262" width="4" height="30" />
        <rect x="440" y="262" width="4" height="30" />
        <rect x="386" y="258" width="64" height="6" rx="2" />
        <rect x="396" y="238" width="44" height="20" fill="#5A4638" />
      </g>
      <path d="M378 242l40-34 40 34z" fill="#8A6424" />
      <path d="M378 242l40-34 40 34" stroke="#5A4638" strokeWidth="2" fill="none" />
      <path
        d="M392 300h58M400 308h42"
        stroke="#3B2E22"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g stroke={INK} strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.5">
        <path d="M200 90q9-9 18 0q9-9 18 0" />
        <path d="M244 112q6-6 12 0q6-6 12 0" />
      </g>
    </>
  );
}

const SCENES: Record<DestinationScene, () => ReactNode> = {
  'jungle-park': JunglePark,
  palace: Palace,
  beach: Beach,
  joya: Joya,
  reserve: Reserve,
};

const SUN: Record<DestinationScene, { x: number; y: number; r: number } | null> = {
  'jungle-park': { x: 470, y: 120, r: 38 },
  palace: { x: 320, y: 196, r: 60 },
  beach: { x: 200, y: 120, r: 46 },
  joya: null,
  reserve: { x: 540, y: 208, r: 34 },
};

interface DestinationArtProps {
  imageLocation: string | null | undefined;
  sx?: SxProps<Theme>;
}

/**
 * A destination's background: the portal's own artwork in its palette (DESIGN.md), layered shapes, no
 * photos. Decorative; the name and location are always written next to it. `slice` lets the same scene
 * fill a card (16:10) or a wide page header.
 */
export function DestinationArt({ imageLocation, sx }: DestinationArtProps) {
  const scene = sceneOf(imageLocation);
  const palette = PALETTES[scene];
  const sun = SUN[scene];
  const Scene = SCENES[scene];
  const id = useId().replace(/:/g, '');
  return (
    <Box
      component="svg"
      viewBox="0 0 640 400"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-scene={scene}
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sky[0]} />
          <stop offset="0.55" stopColor={palette.sky[1]} />
          <stop offset="1" stopColor={palette.sky[2]} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.9" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="400" fill={`url(#${id}-sky)`} />
      {sun ? (
        <>
          <circle cx={sun.x} cy={sun.y} r={sun.r * 2.6} fill={`url(#${id}-glow)`} />
          <circle cx={sun.x} cy={sun.y} r={sun.r} fill={palette.glow} />
        </>
      ) : null}
      <Scene />
    </Box>
  );
}
