import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type HotelArtKey, hotelArtKey } from '../lib/hotel-art.ts';

interface Scene {
  sky: [string, string];
  sun: { x: number; y: number; r: number; color: string };
  sea: [string, string] | null;
  land: ReactNode;
}

const INK = '#111111';
const GOLD = '#B8893B';
const GOLD_LIGHT = '#E3C27D';
const LAGOON = '#0E5E6F';
const LAGOON_DEEP = '#0A3A44';
const SAND = '#F6F1E9';
const SAND_DEEP = '#E8DCC8';

const palm = (x: number, y: number, s = 1, color = INK) => (
  <g transform={`translate(${x} ${y}) scale(${s})`} fill={color}>
    <path d="M0 0c2-14 3-28 1-44h3c2 16 1 30-1 44z" />
    <path d="M2-44c-10-6-22-4-28 4 9-4 18-4 28-2zM4-44c8-9 20-10 28-4-10-1-19 0-28 6zM3-45c-2-9-10-15-19-14 8 3 14 8 17 15zM4-45c5-8 13-11 21-9-8 1-14 5-19 11z" />
  </g>
);

const pyramid = (x: number, y: number, w: number, color: string) => (
  <g fill={color}>
    {[0, 1, 2, 3].map((i) => (
      <rect
        key={i}
        x={x + (i * w) / 9}
        y={y - (i + 1) * (w / 9)}
        width={w - (2 * i * w) / 9}
        height={w / 9}
      />
    ))}
    <rect x={x + w / 2 - w / 14} y={y - 5 * (w / 9)} width={w / 7} height={w / 9} />
  </g>
);

/** One calm scene per destination, in the portal's palette (DESIGN.md): layered shapes, no photos. */
const SCENES: Record<HotelArtKey, Scene> = {
  jungala: {
    sky: ['#F3E3C3', '#9DBFA8'],
    sun: { x: 250, y: 48, r: 22, color: GOLD_LIGHT },
    sea: null,
    land: (
      <>
        {pyramid(120, 150, 90, '#5E6B4E')}
        <path d="M0 140c30-30 60-34 90-14s50 4 70-10 50-16 80 4 50 16 80 8v52H0z" fill="#2F5A45" />
        <path d="M0 160c40-20 80-18 120-4s80 6 120-6 60-8 80-2v32H0z" fill="#1E3F31" />
        {palm(40, 150, 1, '#15302A')}
        {palm(285, 156, 0.8, '#15302A')}
      </>
    ),
  },
  joya: {
    sky: [LAGOON_DEEP, '#2B2140'],
    sun: { x: 60, y: 40, r: 10, color: GOLD_LIGHT },
    sea: null,
    land: (
      <>
        <path d="M100 40l-60 140h40zM220 40l60 140h-40z" fill={GOLD_LIGHT} opacity="0.18" />
        <path d="M80 150c0-44 36-74 80-74s80 30 80 74z" fill={GOLD} />
        <path d="M104 150c0-30 25-52 56-52s56 22 56 52z" fill={INK} opacity="0.85" />
        <circle cx="160" cy="124" r="7" fill={GOLD_LIGHT} />
        <rect x="0" y="150" width="320" height="30" fill={INK} />
        <path
          d="M30 30l1.5 3 3 .5-2.2 2 .6 3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5zM270 24l1.5 3 3 .5-2.2 2 .6 3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5z"
          fill={GOLD_LIGHT}
        />
      </>
    ),
  },
  acapulco: {
    sky: ['#F6D6A8', '#E59A6B'],
    sun: { x: 210, y: 92, r: 26, color: '#F8E6C0' },
    sea: [LAGOON, LAGOON_DEEP],
    land: (
      <>
        <path d="M0 60l30 6 20 30 14 20 6 64H0z" fill={INK} />
        <path d="M320 96c-30 0-50 10-70 24h70z" fill="#3A2E2A" />
        <path
          d="M96 134h60M180 150h70M60 164h50"
          stroke={SAND}
          strokeWidth="2"
          strokeLinecap="round"
          opacity="0.5"
        />
      </>
    ),
  },
  'los-cabos': {
    sky: ['#FBE9D0', '#F0B98A'],
    sun: { x: 70, y: 70, r: 24, color: '#FFF4DF' },
    sea: ['#1C7A8A', LAGOON_DEEP],
    land: (
      <>
        <path
          d="M170 130c0-40 10-70 30-80s40 10 48 40l10 40h-24l-6-26c-4-14-14-14-18 0l-6 26z"
          fill="#6B4A3A"
        />
        <path d="M250 130l16-50c8-16 24-14 30 6l24 44z" fill="#4E362B" />
        <path d="M40 150h70M140 162h90" stroke={SAND} strokeWidth="2" strokeLinecap="round" opacity="0.45" />
      </>
    ),
  },
  mazatlan: {
    sky: ['#F5E1C4', '#D9A7A0'],
    sun: { x: 250, y: 84, r: 22, color: '#FFF1DA' },
    sea: ['#2D7C8C', LAGOON_DEEP],
    land: (
      <>
        <path d="M0 130c20-40 50-60 90-60s60 30 70 60z" fill="#3B4A3A" />
        <rect x="72" y="44" width="12" height="32" fill={SAND} />
        <path d="M70 44h16l-4-8h-8z" fill={INK} />
        <path d="M84 40l60-10v6z" fill={GOLD_LIGHT} opacity="0.7" />
        <path d="M180 150h80M120 162h60" stroke={SAND} strokeWidth="2" strokeLinecap="round" opacity="0.45" />
      </>
    ),
  },
  'nuevo-vallarta': {
    sky: ['#FCEBD3', '#F2C08F'],
    sun: { x: 180, y: 100, r: 30, color: '#FFF3DC' },
    sea: ['#2F8C96', LAGOON],
    land: (
      <>
        <path d="M0 150c60-10 140-12 200-4s90 10 120 8v26H0z" fill={SAND_DEEP} />
        {palm(40, 160, 1.2)}
        {palm(72, 158, 0.9)}
        {palm(290, 162, 1)}
      </>
    ),
  },
  'puerto-penasco': {
    sky: ['#FBE7C6', '#EBB27A'],
    sun: { x: 90, y: 64, r: 24, color: '#FFF2D6' },
    sea: ['#3E8DA0', '#1B5867'],
    land: (
      <>
        <path d="M120 130c30-20 70-26 110-16s60 10 90 4v62H120z" fill="#D9A868" />
        <path d="M160 150c30-14 70-16 100-8s40 8 60 6v32H160z" fill="#C28C4E" />
        <g fill="#5F6B44">
          <rect x="250" y="112" width="6" height="30" rx="3" />
          <path d="M250 126h-8v-10a3 3 0 0 1 6 0v6h2zM256 122h8v-10a3 3 0 0 0-6 0v6h-2z" />
        </g>
      </>
    ),
  },
  'puerto-vallarta': {
    sky: ['#F7E2C8', '#C9A3B8'],
    sun: { x: 240, y: 70, r: 20, color: '#FFF0DA' },
    sea: ['#256F80', LAGOON_DEEP],
    land: (
      <>
        <path d="M0 120l50-50 40 30 50-56 60 50 40-24 80 50z" fill="#4C5B55" />
        <path d="M0 128l60-30 60 20 60-26 70 30 70-10v20H0z" fill="#33423D" />
        <rect x="148" y="102" width="14" height="26" fill={SAND} />
        <path d="M146 102h18l-9-18z" fill={GOLD} />
      </>
    ),
  },
  'riviera-maya': {
    sky: ['#FFF1DC', '#BFE0DC'],
    sun: { x: 70, y: 52, r: 20, color: '#FFF7E8' },
    sea: ['#3FB1B0', '#167C86'],
    land: (
      <>
        <path d="M170 130c10-20 40-34 90-34s60 14 60 34z" fill="#A58A6A" />
        {pyramid(214, 100, 64, '#6E5A45')}
        {palm(300, 100, 0.7, '#24423A')}
      </>
    ),
  },
  default: {
    sky: ['#FBEBD2', '#E9B88C'],
    sun: { x: 160, y: 104, r: 34, color: '#FFF3DE' },
    sea: [LAGOON, LAGOON_DEEP],
    land: (
      <path
        d="M60 146h80M180 156h90M100 166h70"
        stroke={SAND}
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.45"
      />
    ),
  },
};

interface HotelArtProps {
  hotel: string | null | undefined;
  sx?: SxProps<Theme>;
}

/** The hotel's artwork by name match (spec section 3); decorative, so hidden from assistive technology. */
export function HotelArt({ hotel, sx }: HotelArtProps) {
  const key = hotelArtKey(hotel);
  const scene = SCENES[key];
  const id = `hotel-art-${key}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-art={key}
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky[0]} />
          <stop offset="1" stopColor={scene.sky[1]} />
        </linearGradient>
        {scene.sea ? (
          <linearGradient id={`${id}-sea`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={scene.sea[0]} />
            <stop offset="1" stopColor={scene.sea[1]} />
          </linearGradient>
        ) : null}
      </defs>
      <rect width="320" height="180" fill={`url(#${id}-sky)`} />
      <circle cx={scene.sun.x} cy={scene.sun.y} r={scene.sun.r} fill={scene.sun.color} />
      {scene.sea ? <rect y="128" width="320" height="52" fill={`url(#${id}-sea)`} /> : null}
      {scene.land}
    </Box>
  );
}
