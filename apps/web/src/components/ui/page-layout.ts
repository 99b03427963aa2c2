import resortScene from '../../assets/art/resort-hero.svg';
import horizonScene from '../../assets/art/resort-hero-horizon.svg';
import accountScene from '../../assets/art/scene-account.svg';
import clubScene from '../../assets/art/scene-club.svg';
import legalScene from '../../assets/art/scene-legal.svg';
import messagesScene from '../../assets/art/scene-messages.svg';
import paymentsScene from '../../assets/art/scene-payments.svg';
import reservationsScene from '../../assets/art/scene-reservations.svg';

/**
 * The content width of each kind of page, the one place it is decided: lists, tables and overviews use the
 * wide column; forms, a single message or item and the legal texts' reading column use the narrow one; a
 * one-card confirmation (payment result) the compact one. The header band's text follows the same width,
 * so the title lines up with the content under it.
 */
export const PAGE_WIDTHS = { wide: 'lg', narrow: 'md', compact: 'sm' } as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

/**
 * Each section of the portal has its own scene in the header band (static SVG files: a URL each, no
 * JavaScript). `home` is the dashboard's resort, `horizon` the quiet default.
 */
export const PAGE_SCENES = {
  home: resortScene,
  horizon: horizonScene,
  reservations: reservationsScene,
  messages: messagesScene,
  payments: paymentsScene,
  account: accountScene,
  club: clubScene,
  legal: legalScene,
} as const;
export type PageScene = keyof typeof PAGE_SCENES;
