#!/usr/bin/env node
/**
 * Makes the portal's own short videos (public/media): "what it is" and "how it works", in English and
 * Spanish, each with captions in its language and a poster. The frames are HTML and SVG artwork drawn here
 * in the portal's palette and fonts, photographed by Chromium; ffmpeg joins them with slides and wipes.
 *
 *   node apps/web/scripts/make-media.mjs            (needs /usr/bin/chromium and ffmpeg: apt-get install ffmpeg)
 *
 * The outputs are committed: neither the build nor CI runs this. Same input, same frames; the texts below are
 * the single source of the on-screen words and of the .vtt captions.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/media/', import.meta.url));
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
/** Seconds: each scene's heading shows first, its text joins after REVEAL, scenes cross-fade over FADE. */
const REVEAL = 1.2;
const FADE = 0.8;
/**
 * Transitions that move or wipe rather than dissolve: the encoder predicts a slide from the previous frame,
 * while a cross-dissolve changes every pixel of every frame (three times the bytes for the same quality).
 */
const SCENE_TRANSITION = 'slideleft';
const REVEAL_TRANSITION = 'wiperight';
const CRF = '22';
/** Seconds between keyframes: seeking stays quick, and still scenes cost almost nothing in between. */
const GOP = 5;
/** ONLY=what-it-is-en remakes one video. */
const ONLY = process.env.ONLY;

const require = createRequire(import.meta.url);
const fontFile = (pkg, file) =>
  readFileSync(join(require.resolve(`${pkg}/package.json`), '..', 'files', file)).toString('base64');
const FONTS = `
@font-face { font-family: 'Playfair Display'; font-weight: 400 900; src: url(data:font/woff2;base64,${fontFile('@fontsource-variable/playfair-display', 'playfair-display-latin-wght-normal.woff2')}) format('woff2'); }
@font-face { font-family: 'Inter'; font-weight: 100 900; src: url(data:font/woff2;base64,${fontFile('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')}) format('woff2'); }`;

const C = {
  ink: '#111111',
  sand: '#F6F1E9',
  sandDeep: '#EDE4D6',
  gold: '#B8893B',
  goldDark: '#8A6424',
  goldLight: '#E2C48E',
  lagoon: '#0E5E6F',
  lagoonDark: '#0A4652',
  muted: '#4F4A44',
};

// ---------------------------------------------------------------------------------------------------------
// Artwork (SVG, 640 × 720 panels or the full 1280 × 720 frame)

const palms = (x, y, s = 1, fill = C.ink) => `
<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
  <path d="M-6 0 C-12 -80 -6 -160 14 -234 C22 -260 34 -288 48 -308 L56 -303 C44 -280 34 -254 28 -228 C12 -158 8 -78 12 0 Z"/>
  <path d="M50 -308 C12 -330 -32 -330 -66 -312 C-26 -322 12 -316 42 -300 Z"/>
  <path d="M50 -308 C30 -348 -6 -370 -42 -370 C-4 -356 22 -334 40 -302 Z"/>
  <path d="M52 -308 C60 -350 82 -376 106 -386 L106 -370 C86 -358 72 -336 60 -302 Z"/>
  <path d="M52 -306 C82 -314 108 -306 122 -286 C96 -298 74 -300 56 -298 Z"/>
  <path d="M50 -304 C22 -292 -6 -264 -18 -232 C4 -260 28 -280 54 -294 Z"/>
  <path d="M51 -304 C68 -280 76 -248 72 -216 C66 -244 56 -270 44 -292 Z"/>
</g>`;

const defs = `
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1D4E58"/><stop offset="0.45" stop-color="#B7A081"/>
    <stop offset="0.72" stop-color="#E9C58C"/><stop offset="0.8" stop-color="#F3DDB1"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#FFF6E2"/><stop offset="0.55" stop-color="#F7DDA6"/><stop offset="1" stop-color="#E8B66A"/>
  </radialGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#FFE7B8" stop-opacity="0.8"/><stop offset="1" stop-color="#FFE7B8" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#2F7F86"/><stop offset="0.35" stop-color="#0E5E6F"/><stop offset="1" stop-color="#06323B"/>
  </linearGradient>
  <linearGradient id="daysky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7FC3CF"/><stop offset="1" stop-color="#E8F1EC"/>
  </linearGradient>
  <linearGradient id="daysea" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3FA3AE"/><stop offset="0.5" stop-color="#1C7E8C"/><stop offset="1" stop-color="#0E5E6F"/>
  </linearGradient>
  <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#EBDABD"/><stop offset="1" stop-color="#C9AA7C"/>
  </linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0B1E2A"/><stop offset="0.6" stop-color="#16414C"/><stop offset="1" stop-color="#6B5A45"/>
  </linearGradient>
  <linearGradient id="jungle" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#CFE3D2"/><stop offset="1" stop-color="#F3E7CF"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#111111" stop-opacity="0.78"/><stop offset="0.55" stop-color="#111111" stop-opacity="0.35"/>
    <stop offset="1" stop-color="#111111" stop-opacity="0"/>
  </linearGradient>
</defs>`;

/** Golden hour over the lagoon: the title and closing scenes (full frame). */
const sunsetArt = () => `
<svg viewBox="0 0 1280 720" width="1280" height="720" xmlns="http://www.w3.org/2000/svg">${defs}
  <rect width="1280" height="720" fill="url(#sky)"/>
  <circle cx="860" cy="420" r="260" fill="url(#glow)"/>
  <circle cx="860" cy="420" r="92" fill="url(#sun)"/>
  <path d="M520 452 C600 430 680 426 740 440 C800 420 880 424 940 444 L940 462 L520 462 Z" fill="#8F7A5E" opacity="0.55"/>
  <path d="M600 446 h120 v-10 h-12 v-10 h-12 v-10 h-12 v-10 h-36 v10 h-12 v10 h-12 v10 h-12 z" fill="#6F5E48" opacity="0.7"/>
  <path d="M1000 460 C1080 440 1180 436 1280 446 L1280 462 L1000 462 Z" fill="#8F7A5E" opacity="0.45"/>
  <rect y="460" width="1280" height="260" fill="url(#sea)"/>
  <g fill="#F7DDA6" opacity="0.7">
    <rect x="800" y="474" width="120" height="4" rx="2"/><rect x="776" y="492" width="168" height="4" rx="2" opacity="0.8"/>
    <rect x="812" y="512" width="96" height="4" rx="2" opacity="0.7"/><rect x="760" y="536" width="200" height="3" rx="1.5" opacity="0.5"/>
    <rect x="820" y="562" width="80" height="3" rx="1.5" opacity="0.45"/><rect x="790" y="592" width="140" height="3" rx="1.5" opacity="0.3"/>
  </g>
  <g stroke="#9FD0D0" stroke-width="2" stroke-linecap="round" fill="none" opacity="0.35">
    <path d="M80 530 q24 -7 48 0 t48 0"/><path d="M300 580 q24 -7 48 0 t48 0"/><path d="M1040 540 q24 -7 48 0 t48 0"/>
    <path d="M560 640 q28 -8 56 0 t56 0"/><path d="M1120 620 q28 -8 56 0 t56 0"/>
  </g>
  <g stroke="#3B3A36" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.5">
    <path d="M980 250 q10 -10 20 0 q10 -10 20 0"/><path d="M1040 222 q8 -8 16 0 q8 -8 16 0"/><path d="M950 286 q6 -6 12 0 q6 -6 12 0"/>
  </g>
  ${palms(1180, 740, 1.15)}${palms(1250, 760, 0.85)}
</svg>`;

/** Right-hand panels (640 × 720) for the content scenes. */
const ART = {
  /** A calm beach by day: the membership's weeks. */
  beach: () => `
<svg viewBox="0 0 640 720" width="640" height="720" xmlns="http://www.w3.org/2000/svg">${defs}
  <rect width="640" height="720" fill="url(#daysky)"/>
  <circle cx="470" cy="170" r="56" fill="#FFF3D6"/>
  <g fill="#FFFFFF" opacity="0.85"><ellipse cx="150" cy="140" rx="70" ry="16"/><ellipse cx="200" cy="128" rx="46" ry="14"/><ellipse cx="520" cy="260" rx="60" ry="12"/></g>
  <rect y="360" width="640" height="200" fill="url(#daysea)"/>
  <g stroke="#E8F6F5" stroke-width="3" stroke-linecap="round" fill="none" opacity="0.55">
    <path d="M60 420 q24 -8 48 0 t48 0"/><path d="M360 400 q24 -8 48 0 t48 0"/><path d="M220 470 q28 -9 56 0 t56 0"/>
  </g>
  <path d="M0 520 C160 480 360 500 640 470 L640 720 L0 720 Z" fill="url(#sand)"/>
  <path d="M0 520 C160 480 360 500 640 470" stroke="#FFFFFF" stroke-width="5" fill="none" opacity="0.7"/>
  <g transform="translate(300 520)">
    <path d="M0 0 L8 110" stroke="#6F5E48" stroke-width="6"/>
    <path d="M-110 10 Q0 -70 120 4 Z" fill="${C.gold}"/><path d="M-110 10 Q-40 -40 0 -36 Q-20 -20 -30 12 Z" fill="${C.goldLight}"/>
    <rect x="-60" y="96" width="120" height="14" rx="6" fill="#FFFFFF"/><rect x="-60" y="110" width="8" height="30" fill="#6F5E48"/><rect x="52" y="110" width="8" height="30" fill="#6F5E48"/>
  </g>
  ${palms(590, 740, 0.95)}
</svg>`,
  /** Stepped pyramid at dusk under the first stars: the resorts. */
  pyramid: () => `
<svg viewBox="0 0 640 720" width="640" height="720" xmlns="http://www.w3.org/2000/svg">${defs}
  <rect width="640" height="720" fill="url(#night)"/>
  <g fill="#FFF6E2">
    <circle cx="80" cy="90" r="2"/><circle cx="190" cy="60" r="1.5"/><circle cx="300" cy="120" r="2"/><circle cx="420" cy="70" r="1.5"/>
    <circle cx="540" cy="110" r="2"/><circle cx="600" cy="40" r="1.5"/><circle cx="250" cy="200" r="1.5"/><circle cx="480" cy="210" r="1.5"/>
  </g>
  <circle cx="500" cy="160" r="34" fill="#F3DDB1"/><circle cx="514" cy="150" r="32" fill="#16414C" opacity="0.9"/>
  <path d="M120 520 h400 v-34 h-40 v-34 h-40 v-34 h-40 v-34 h-40 v-30 h-80 v30 h-40 v34 h-40 v34 h-40 v34 h-40 z" fill="#3A3025"/>
  <path d="M280 354 h80 v166 h-80 z" fill="#2A231B"/>
  <g fill="${C.goldLight}" opacity="0.9"><rect x="304" y="330" width="32" height="24"/><rect x="314" y="338" width="12" height="16" fill="#2A231B"/></g>
  <path d="M0 560 C120 520 220 530 320 540 C440 526 540 520 640 540 L640 720 L0 720 Z" fill="#1C2B24"/>
  <path d="M0 600 C160 580 320 600 640 590 L640 720 L0 720 Z" fill="#0F1A15"/>
  ${palms(70, 740, 0.9, '#0B120E')}${palms(600, 760, 0.75, '#0B120E')}
</svg>`,
  /** Jungle, a waterfall and a hot-air balloon: experiences and exchanges around the world. */
  jungle: () => `
<svg viewBox="0 0 640 720" width="640" height="720" xmlns="http://www.w3.org/2000/svg">${defs}
  <rect width="640" height="720" fill="url(#jungle)"/>
  <path d="M0 300 C120 230 220 260 320 220 C420 180 520 230 640 200 L640 720 L0 720 Z" fill="#6E9A77"/>
  <path d="M0 380 C140 330 260 360 380 320 C480 290 560 320 640 300 L640 720 L0 720 Z" fill="#3F6F55"/>
  <path d="M300 330 C310 420 300 520 320 720 L370 720 C350 520 360 420 348 330 Z" fill="#DCEFF0" opacity="0.9"/>
  <path d="M312 340 C318 420 314 520 330 720" stroke="#FFFFFF" stroke-width="4" fill="none" opacity="0.8"/>
  <path d="M0 470 C120 430 220 470 320 450 C440 430 540 460 640 440 L640 720 L0 720 Z" fill="#24503D"/>
  <g fill="#183A2C">
    <path d="M40 720 C60 600 20 520 -20 480 C60 500 100 600 90 720 Z"/><path d="M90 720 C140 620 200 580 260 570 C190 610 150 660 140 720 Z"/>
    <path d="M560 720 C540 620 580 540 640 500 L640 720 Z"/><path d="M470 720 C480 640 440 590 380 570 C460 580 520 640 520 720 Z"/>
  </g>
  <g transform="translate(470 150)">
    <path d="M0 0 C-44 0 -60 40 -48 70 C-38 96 -14 112 -10 124 L10 124 C14 112 38 96 48 70 C60 40 44 0 0 0 Z" fill="${C.gold}"/>
    <path d="M0 0 C-16 0 -22 40 -18 70 C-14 96 -6 112 -4 124 L4 124 C6 112 14 96 18 70 C22 40 16 0 0 0 Z" fill="${C.goldLight}"/>
    <rect x="-12" y="134" width="24" height="18" rx="3" fill="#6F5E48"/>
    <path d="M-10 124 L-10 134 M10 124 L10 134" stroke="#6F5E48" stroke-width="2"/>
  </g>
  <g stroke="#3B3A36" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.5">
    <path d="M120 120 q10 -10 20 0 q10 -10 20 0"/><path d="M170 90 q8 -8 16 0 q8 -8 16 0"/>
  </g>
</svg>`,
  /** The lagoon at night from a terrace, with a phone showing the portal. */
  terrace: (screen) => `
<div class="panel-art">
<svg viewBox="0 0 640 720" width="640" height="720" xmlns="http://www.w3.org/2000/svg">${defs}
  <rect width="640" height="720" fill="url(#sky)"/>
  <circle cx="460" cy="400" r="180" fill="url(#glow)"/><circle cx="460" cy="400" r="64" fill="url(#sun)"/>
  <rect y="430" width="640" height="290" fill="url(#sea)"/>
  <g fill="#F7DDA6" opacity="0.6"><rect x="410" y="446" width="100" height="4" rx="2"/><rect x="390" y="466" width="140" height="3" rx="1.5"/><rect x="420" y="488" width="80" height="3" rx="1.5"/></g>
  ${palms(610, 760, 0.9)}
</svg>${screen}</div>`,
};

// ---------------------------------------------------------------------------------------------------------
// Portal mock-ups for "how it works" (HTML on the terrace art)

const phone = (inner) =>
  `<div class="phone"><div class="bar"><span class="sunmark"></span><b>VIDA</b></div>${inner}</div>`;
const field = (label, value = '') =>
  `<div class="field"><span>${label}</span><div class="input">${value}</div></div>`;
const MOCKS = {
  signIn: (t) =>
    phone(
      `<h4>${t.portal}</h4>${field(t.email, t.sampleEmail)}${field(t.password, '••••••••••')}${field(t.memberId, '100200300')}<div class="btn">${t.logIn}</div>`,
    ),
  plan: (t) =>
    phone(
      `<h4>${t.plan}</h4>${field(t.destination, 'Riviera Maya')}<div class="row">${field(t.arrival, '12/03')}${field(t.departure, '19/03')}</div>${field(t.guests, '4')}<div class="btn">${t.request}</div>`,
    ),
  manage: (t) =>
    phone(
      `<h4>${t.contract}</h4><div class="weeks"><div><b>3</b><span>${t.total}</span></div><div><b>1</b><span>${t.used}</span></div><div><b>2</b><span>${t.available}</span></div></div><div class="pay"><span>${t.usageFee}</span><b>$ 4,250.00</b></div><div class="btn">${t.pay}</div>`,
    ),
  help: (t) =>
    phone(
      `<h4>${t.messages}</h4><div class="bubble them">${t.q}</div><div class="bubble us">${t.a}</div><div class="btn">${t.contact}</div>`,
    ),
};

// ---------------------------------------------------------------------------------------------------------
// Texts: what shows on screen and what the captions say (the narration the video would have).

const TEXT = {
  en: {
    brand: 'Vida Vacations',
    ui: {
      portal: 'Members’ portal',
      email: 'E-mail',
      sampleEmail: 'john.miller@…',
      password: 'Password',
      memberId: 'Member ID',
      logIn: 'Log in',
      plan: 'Plan your next stay',
      destination: 'Destination',
      arrival: 'Arrival',
      departure: 'Departure',
      guests: 'Guests',
      request: 'Request a reservation',
      contract: 'Grand Luxxe · 2024-118',
      total: 'total weeks',
      used: 'used',
      available: 'available',
      usageFee: 'Usage fee',
      pay: 'Pay MXN 4,250.00',
      messages: 'My Messages',
      q: 'Can I add my daughter as a guest?',
      a: 'Of course! You can add her from your profile.',
      contact: 'Contact us',
    },
    'what-it-is': [
      {
        kind: 'title',
        overline: 'Vida Vacations',
        heading: 'What is Vida Vacations?',
        text: 'A vacation club made for a lifetime of getaways.',
        caption: ['What is Vida Vacations?', 'A vacation club made for a lifetime of getaways.'],
      },
      {
        kind: 'panel',
        art: 'beach',
        overline: 'Your membership',
        heading: 'Vacation weeks that are yours',
        text: 'As a member you own vacation time at our resorts in Mexico, year after year, to share with the people you love.',
        caption: [
          'As a member, you own vacation weeks at our resorts in Mexico,',
          'year after year, to share with the people you love.',
        ],
      },
      {
        kind: 'resorts',
        overline: 'Our resorts',
        heading: 'Six resorts, one club',
        caption: [
          'Grand Luxxe, The Grand Bliss, The Grand Mayan, Mayan Palace,',
          'Sea Garden and The Estates: six resorts, one club.',
        ],
      },
      {
        kind: 'panel',
        art: 'jungle',
        overline: 'Beyond your resort',
        heading: 'Experiences and exchanges',
        text: 'Enjoy the club’s parks and shows, and exchange your weeks with partners to discover destinations around the world.',
        caption: [
          'Enjoy the club’s parks and shows, and exchange your weeks',
          'with partners to discover destinations around the world.',
        ],
      },
      {
        kind: 'panel',
        art: 'pyramid',
        overline: 'The members’ portal',
        heading: 'Your membership, in one place',
        text: 'Check your contracts and weeks, pay your fees, request stays and talk to customer care, in English or Spanish.',
        caption: [
          'In the members’ portal you check your contracts and weeks, pay your fees,',
          'request stays and talk to customer care, in English or Spanish.',
        ],
      },
      {
        kind: 'closing',
        heading: 'Welcome to the good life.',
        text: 'Vida Vacations',
        caption: ['Vida Vacations: welcome to the good life.'],
      },
    ],
    'how-it-works': [
      {
        kind: 'title',
        overline: 'The members’ portal',
        heading: 'How it works',
        text: 'Four simple steps to make the most of your membership.',
        caption: ['How the members’ portal works:', 'four simple steps to make the most of your membership.'],
      },
      {
        kind: 'step',
        mock: 'signIn',
        overline: 'Step 1 of 4',
        heading: 'Sign in',
        text: 'Use your e-mail and password. The first time, confirm your member ID to link your contracts.',
        caption: [
          'Step one: sign in with your e-mail and password.',
          'The first time, confirm your member ID to link your contracts.',
        ],
      },
      {
        kind: 'step',
        mock: 'plan',
        overline: 'Step 2 of 4',
        heading: 'Plan your stay',
        text: 'Choose destination, dates and guests on your dashboard and send your request. We answer within 24 hours.',
        caption: [
          'Step two: choose destination, dates and guests on your dashboard',
          'and send your request. We answer within 24 hours.',
        ],
      },
      {
        kind: 'step',
        mock: 'manage',
        overline: 'Step 3 of 4',
        heading: 'Manage your membership',
        text: 'See your contracts and available weeks, pay your fees by card and download your invoices.',
        caption: [
          'Step three: see your contracts and available weeks,',
          'pay your fees by card and download your invoices.',
        ],
      },
      {
        kind: 'step',
        mock: 'help',
        overline: 'Step 4 of 4',
        heading: 'We are here for you',
        text: 'Write to customer care from My Messages or the contact page, and find quick answers in the FAQs.',
        caption: [
          'Step four: write to customer care from My Messages or the contact page,',
          'and find quick answers in the FAQs.',
        ],
      },
      {
        kind: 'closing',
        heading: 'Your next escape starts here.',
        text: 'Vida Vacations',
        caption: ['Your next escape starts here.'],
      },
    ],
  },
  es: {
    brand: 'Vida Vacations',
    ui: {
      portal: 'Portal de socios',
      email: 'Correo electrónico',
      sampleEmail: 'ana.garcia@…',
      password: 'Contraseña',
      memberId: 'Número de socio',
      logIn: 'Iniciar sesión',
      plan: 'Planea tu próxima estancia',
      destination: 'Destino',
      arrival: 'Llegada',
      departure: 'Salida',
      guests: 'Huéspedes',
      request: 'Solicitar una reservación',
      contract: 'Grand Luxxe · 2024-118',
      total: 'semanas',
      used: 'usadas',
      available: 'disponibles',
      usageFee: 'Cuota de uso',
      pay: 'Pagar MXN 4,250.00',
      messages: 'Mis mensajes',
      q: '¿Puedo agregar a mi hija como invitada?',
      a: '¡Claro! Puedes agregarla desde tu perfil.',
      contact: 'Contáctanos',
    },
    'what-it-is': [
      {
        kind: 'title',
        overline: 'Vida Vacations',
        heading: '¿Qué es Vida Vacations?',
        text: 'Un club vacacional hecho para toda una vida de escapadas.',
        caption: ['¿Qué es Vida Vacations?', 'Un club vacacional hecho para toda una vida de escapadas.'],
      },
      {
        kind: 'panel',
        art: 'beach',
        overline: 'Tu membresía',
        heading: 'Semanas de vacaciones que son tuyas',
        text: 'Como socio tienes tiempo de vacaciones en nuestros desarrollos en México, año tras año, para compartirlo con quienes más quieres.',
        caption: [
          'Como socio, tienes semanas de vacaciones en nuestros desarrollos en México,',
          'año tras año, para compartirlas con quienes más quieres.',
        ],
      },
      {
        kind: 'resorts',
        overline: 'Nuestros desarrollos',
        heading: 'Seis desarrollos, un solo club',
        caption: [
          'Grand Luxxe, The Grand Bliss, The Grand Mayan, Mayan Palace,',
          'Sea Garden y The Estates: seis desarrollos, un solo club.',
        ],
      },
      {
        kind: 'panel',
        art: 'jungle',
        overline: 'Más allá de tu desarrollo',
        heading: 'Experiencias e intercambios',
        text: 'Disfruta los parques y espectáculos del club, e intercambia tus semanas con nuestros socios para descubrir destinos en todo el mundo.',
        caption: [
          'Disfruta los parques y espectáculos del club, e intercambia tus semanas',
          'con nuestros socios para descubrir destinos en todo el mundo.',
        ],
      },
      {
        kind: 'panel',
        art: 'pyramid',
        overline: 'El portal de socios',
        heading: 'Tu membresía, en un solo lugar',
        text: 'Consulta tus contratos y semanas, paga tus cuotas, solicita estancias y habla con Atención a Socios, en español o en inglés.',
        caption: [
          'En el portal de socios consultas tus contratos y semanas, pagas tus cuotas,',
          'solicitas estancias y hablas con Atención a Socios, en español o en inglés.',
        ],
      },
      {
        kind: 'closing',
        heading: 'Te damos la bienvenida a la buena vida.',
        text: 'Vida Vacations',
        caption: ['Vida Vacations: te damos la bienvenida a la buena vida.'],
      },
    ],
    'how-it-works': [
      {
        kind: 'title',
        overline: 'El portal de socios',
        heading: 'Cómo funciona',
        text: 'Cuatro pasos sencillos para aprovechar al máximo tu membresía.',
        caption: [
          'Cómo funciona el portal de socios:',
          'cuatro pasos sencillos para aprovechar al máximo tu membresía.',
        ],
      },
      {
        kind: 'step',
        mock: 'signIn',
        overline: 'Paso 1 de 4',
        heading: 'Inicia sesión',
        text: 'Usa tu correo y tu contraseña. La primera vez, confirma tu número de socio para vincular tus contratos.',
        caption: [
          'Paso uno: inicia sesión con tu correo y tu contraseña.',
          'La primera vez, confirma tu número de socio para vincular tus contratos.',
        ],
      },
      {
        kind: 'step',
        mock: 'plan',
        overline: 'Paso 2 de 4',
        heading: 'Planea tu estancia',
        text: 'Elige destino, fechas y huéspedes en tu inicio y envía tu solicitud. Te respondemos en menos de 24 horas.',
        caption: [
          'Paso dos: elige destino, fechas y huéspedes en tu inicio',
          'y envía tu solicitud. Te respondemos en menos de 24 horas.',
        ],
      },
      {
        kind: 'step',
        mock: 'manage',
        overline: 'Paso 3 de 4',
        heading: 'Administra tu membresía',
        text: 'Consulta tus contratos y semanas disponibles, paga tus cuotas con tarjeta y descarga tus facturas.',
        caption: [
          'Paso tres: consulta tus contratos y semanas disponibles,',
          'paga tus cuotas con tarjeta y descarga tus facturas.',
        ],
      },
      {
        kind: 'step',
        mock: 'help',
        overline: 'Paso 4 de 4',
        heading: 'Estamos para ayudarte',
        text: 'Escribe a Atención a Socios desde Mis mensajes o la página de contacto, y encuentra respuestas rápidas en las preguntas frecuentes.',
        caption: [
          'Paso cuatro: escribe a Atención a Socios desde Mis mensajes o la página de contacto,',
          'y encuentra respuestas rápidas en las preguntas frecuentes.',
        ],
      },
      {
        kind: 'closing',
        heading: 'Tu próxima escapada empieza aquí.',
        text: 'Vida Vacations',
        caption: ['Tu próxima escapada empieza aquí.'],
      },
    ],
  },
};

/** Seconds on screen per scene kind (transitions overlap neighbours by FADE). */
const DURATION = { title: 4.5, panel: 5.5, resorts: 5.5, step: 5.5, closing: 4 };

const RESORTS = [
  {
    name: 'Grand Luxxe',
    style: 'font-family:"Playfair Display";letter-spacing:.18em;text-transform:uppercase',
  },
  { name: 'The Grand Bliss', style: 'font-family:"Playfair Display";font-style:italic;font-weight:500' },
  {
    name: 'The Grand Mayan',
    style: 'font-family:Inter;letter-spacing:.24em;text-transform:uppercase;font-weight:600;font-size:22px',
  },
  { name: 'Mayan Palace', style: 'font-family:"Playfair Display";font-weight:700' },
  { name: 'Sea Garden', style: 'font-family:Inter;font-weight:300;letter-spacing:.08em' },
  {
    name: 'The Estates',
    style: 'font-family:"Playfair Display";letter-spacing:.3em;text-transform:uppercase;font-size:24px',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Scene pages

const CSS = `${FONTS}
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: Inter, sans-serif; color: ${C.ink}; background: ${C.sand}; }
.frame { position: relative; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
.full { position: absolute; inset: 0; }
.overline { font-weight: 600; font-size: 17px; letter-spacing: .18em; text-transform: uppercase; color: ${C.goldDark}; }
.dark .overline { color: ${C.goldLight}; }
h1, h2 { font-family: 'Playfair Display', serif; font-weight: 600; line-height: 1.12; letter-spacing: -.01em; }
h1 { font-size: 68px; margin-top: 14px; }
h2 { font-size: 50px; margin-top: 14px; }
.rule { width: 64px; height: 4px; border-radius: 2px; background: ${C.gold}; margin: 26px 0; }
p.text { font-size: 25px; line-height: 1.5; color: ${C.muted}; max-width: 500px; }
.dark p.text { color: rgba(255,255,255,.92); }
.title-copy { position: absolute; left: 96px; top: 170px; width: 620px; color: #fff; }
.title-copy h1 { color: #fff; }
.panel { position: absolute; left: 0; top: 0; width: 640px; height: 720px; padding: 120px 72px 0 88px; }
.panel-art, .art { position: absolute; right: 0; top: 0; width: 640px; height: 720px; }
.hidden { visibility: hidden; }
.resorts { position: absolute; inset: 0; padding: 96px 96px 0; text-align: center; }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; margin-top: 44px; }
.card { height: 120px; border-radius: 14px; background: #fff; box-shadow: 0 1px 2px rgba(17,17,17,.05), 0 10px 30px rgba(17,17,17,.08);
  display: flex; align-items: center; justify-content: center; gap: 14px; font-size: 28px; color: ${C.ink}; }
.card svg { flex: none; }
.closing { position: absolute; inset: 0; background: linear-gradient(120deg, ${C.ink} 0%, ${C.lagoonDark} 100%); color: #fff;
  display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; padding-bottom: 60px; }
.closing h2 { color: #fff; max-width: 900px; }
.wordmark { display: flex; align-items: center; gap: 18px; color: #fff; }
.wordmark b { font-family: 'Playfair Display'; font-size: 46px; letter-spacing: .22em; font-weight: 600; display: block; }
.wordmark small { display: block; font-size: 15px; letter-spacing: .42em; color: ${C.gold}; font-weight: 600; margin-top: 6px; }
.phone { position: absolute; left: 150px; top: 120px; width: 330px; height: 480px; border-radius: 36px; background: ${C.sand};
  border: 10px solid ${C.ink}; box-shadow: 0 30px 60px rgba(0,0,0,.35); overflow: hidden; font-size: 15px; }
.phone .bar { height: 56px; background: ${C.ink}; color: #fff; display: flex; align-items: center; gap: 10px; padding: 0 18px; }
.phone .bar b { font-family: 'Playfair Display'; letter-spacing: .22em; font-size: 18px; }
.sunmark { width: 22px; height: 22px; border-radius: 50%; border: 1.5px solid ${C.gold}; background: radial-gradient(circle at 50% 80%, ${C.gold} 40%, transparent 42%); }
.phone h4 { font-family: 'Playfair Display'; font-size: 21px; font-weight: 600; margin: 20px 18px 4px; }
.field { margin: 12px 18px 0; } .field span { display: block; font-weight: 600; font-size: 13px; margin-bottom: 5px; }
.input { height: 40px; border-radius: 9px; background: #fff; border: 1.5px solid rgba(17,17,17,.25); padding: 10px 12px; font-size: 14px; color: ${C.muted}; }
.row { display: grid; grid-template-columns: 1fr 1fr; } .row .field:first-child { margin-right: 0; } .row .field:last-child { margin-left: 8px; }
.btn { margin: 20px 18px 0; height: 46px; border-radius: 999px; background: ${C.gold}; color: ${C.ink}; font-weight: 700; font-size: 15px;
  display: flex; align-items: center; justify-content: center; }
.weeks { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 16px 18px 0; }
.weeks div { background: #fff; border-radius: 12px; padding: 14px 6px; text-align: center; box-shadow: 0 4px 14px rgba(17,17,17,.07); }
.weeks b { display: block; font-family: 'Playfair Display'; font-size: 34px; } .weeks span { font-size: 12px; color: ${C.muted}; }
.pay { margin: 16px 18px 0; background: #fff; border-radius: 12px; padding: 16px; display: flex; justify-content: space-between; box-shadow: 0 4px 14px rgba(17,17,17,.07); }
.bubble { margin: 14px 18px 0; padding: 12px 14px; border-radius: 16px; line-height: 1.4; max-width: 240px; }
.bubble.them { background: #fff; box-shadow: 0 4px 14px rgba(17,17,17,.07); border-bottom-left-radius: 4px; }
.bubble.us { background: ${C.lagoon}; color: #fff; margin-left: auto; border-bottom-right-radius: 4px; }
`;

const emblem = (size, color = C.gold) => `
<svg viewBox="0 0 34 34" width="${size}" height="${size}"><circle cx="17" cy="17" r="16" fill="none" stroke="${color}" stroke-width="1.5"/>
<path d="M8 19a9 9 0 0 1 18 0z" fill="${color}"/><path d="M6 22.5h22M9 26h16M12.5 29.5h9" stroke="${color}" stroke-width="1.5" stroke-linecap="round"/></svg>`;

/** One scene as HTML; `reveal` false hides the body text (the first beat of the scene). */
function sceneHtml(scene, lang, reveal) {
  const hide = reveal ? '' : ' hidden';
  const ui = TEXT[lang].ui;
  switch (scene.kind) {
    case 'title':
      return `<div class="frame dark"><div class="full">${sunsetArt()}</div>
        <svg class="full" viewBox="0 0 1280 720" width="1280" height="720">${defs}<rect width="1280" height="720" fill="url(#shade)"/></svg>
        <div class="title-copy"><div class="overline">${scene.overline}</div><h1>${scene.heading}</h1>
        <div class="rule"></div><p class="text${hide}">${scene.text}</p></div></div>`;
    case 'panel':
      return `<div class="frame"><div class="art">${ART[scene.art]()}</div>
        <div class="panel"><div class="overline">${scene.overline}</div><h2>${scene.heading}</h2><div class="rule"></div>
        <p class="text${hide}">${scene.text}</p></div></div>`;
    case 'step':
      return `<div class="frame">${ART.terrace(`<div class="${reveal ? '' : 'hidden'}">${MOCKS[scene.mock](ui)}</div>`)}
        <div class="panel"><div class="overline">${scene.overline}</div><h2>${scene.heading}</h2><div class="rule"></div>
        <p class="text${hide}">${scene.text}</p></div></div>`;
    case 'resorts':
      return `<div class="frame"><div class="resorts"><div class="overline">${scene.overline}</div><h2>${scene.heading}</h2>
        <div class="grid${hide}">${RESORTS.map((r) => `<div class="card">${emblem(30, C.goldDark)}<span style='${r.style}'>${r.name}</span></div>`).join('')}</div>
        </div></div>`;
    case 'closing':
      return `<div class="frame"><div class="closing"><div class="wordmark">${emblem(76)}<div><b>VIDA</b><small>VACATIONS</small></div></div>
        <div class="rule"></div><h2 class="${hide}">${scene.heading}</h2></div></div>`;
    default:
      throw new Error(`unknown scene kind ${scene.kind}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Captions (WebVTT), timed like the scenes

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

function timeline(scenes) {
  let start = 0;
  return scenes.map((scene) => {
    const duration = DURATION[scene.kind];
    const entry = { scene, start, duration };
    start += duration - FADE;
    return entry;
  });
}

function captions(scenes) {
  const cues = timeline(scenes).map(({ scene, start, duration }, index) => {
    const from = index === 0 ? 0.3 : start + FADE / 2;
    const to = start + duration - FADE / 2 - 0.05;
    return `${index + 1}\n${stamp(from)} --> ${stamp(to)} line:85%\n${scene.caption.join('\n')}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------
// Rendering

async function renderStills(page, dir, scenes, lang) {
  const stills = [];
  for (const [index, scene] of scenes.entries()) {
    for (const reveal of [false, true]) {
      const path = join(dir, `${index}-${reveal ? 'b' : 'a'}.png`);
      await page.setContent(
        `<!doctype html><html lang="${lang}"><head><style>${CSS}</style></head><body>${sceneHtml(scene, lang, reveal)}</body></html>`,
      );
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path, type: 'png' });
      stills.push(path);
    }
  }
  return stills;
}

/** Each scene: its first beat for REVEAL s, then the full scene wiped in; scenes slide into each other. */
function encode(stills, scenes, output) {
  const plan = timeline(scenes);
  const inputs = [];
  const filters = [];
  plan.forEach(({ duration }, index) => {
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(REVEAL + 0.5), '-i', stills[index * 2]);
    inputs.push(
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(duration - REVEAL),
      '-i',
      stills[index * 2 + 1],
    );
    const a = index * 2;
    const b = a + 1;
    filters.push(`[${a}:v]format=yuv420p,setsar=1[a${index}]`, `[${b}:v]format=yuv420p,setsar=1[b${index}]`);
    filters.push(
      `[a${index}][b${index}]xfade=transition=${REVEAL_TRANSITION}:duration=0.5:offset=${REVEAL}[s${index}]`,
    );
  });
  let last = 's0';
  let offset = plan[0].duration - FADE;
  for (let index = 1; index < plan.length; index++) {
    const out = `x${index}`;
    filters.push(
      `[${last}][s${index}]xfade=transition=${SCENE_TRANSITION}:duration=${FADE}:offset=${offset.toFixed(3)}[${out}]`,
    );
    last = out;
    offset += plan[index].duration - FADE;
  }
  const total = offset + FADE;
  // No fade from or to black: the poster is the first frame, and whole-frame fades cost more bytes than the
  // rest of the video.
  filters.push(`[${last}]format=yuv420p[v]`);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[v]',
      '-r',
      String(FPS),
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.1',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      CRF,
      '-g',
      String(FPS * GOP),
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      output,
    ],
    { stdio: 'inherit' },
  );
  return total;
}

function poster(still, output) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', still, '-q:v', '4', output], {
    stdio: 'inherit',
  });
}

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'vida-media-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  for (const lang of ['en', 'es']) {
    for (const video of ['what-it-is', 'how-it-works']) {
      if (ONLY && ONLY !== `${video}-${lang}`) continue;
      const scenes = TEXT[lang][video];
      const dir = join(work, `${video}-${lang}`);
      mkdirSync(dir);
      const stills = await renderStills(page, dir, scenes, lang);
      const base = join(OUT, `${video}-${lang}`);
      const seconds = encode(stills, scenes, `${base}.mp4`);
      poster(stills[1], `${base}-poster.jpg`);
      writeFileSync(`${base}.vtt`, captions(scenes));
      const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;
      console.log(
        `${video}-${lang}: ${seconds.toFixed(1)} s, ${kb(`${base}.mp4`)}, poster ${kb(`${base}-poster.jpg`)}`,
      );
    }
  }
} finally {
  await browser.close();
  // KEEP_FRAMES=1 leaves the stills in the temporary folder for a look.
  if (process.env.KEEP_FRAMES) console.log(`frames kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
