/** Constants from spec section 9, shared by the API and the web app. */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `es*` means Spanish, anything else English (spec section 4, initial language). */
export function languageFrom(value: string | null | undefined): Language {
  return value?.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The `Intl` locale each language's dates, numbers and names are written in: the club's Mexican Spanish. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/**
 * The request header by which the web app asks for a cookie session: the token pair goes into HttpOnly
 * cookies and the answer's body carries only when they run out (`CookieSessionSchema`). A header, not a body
 * field, so one word works for every route that issues a pair, and a cross-site page cannot send it without
 * the API's CORS consent (it has none). Here rather than beside the schema: the API client imports it, and
 * the login page's budget has no room for zod.
 */
export const SESSION_MODE_HEADER = 'x-vida-session';
export const COOKIE_SESSION_MODE = 'cookie';
/**
 * The web app's language choice as a cookie (not a secret), so that a member's page drawn on the server is drawn
 * in the language the app will speak (decision 017).
 */
export const LANGUAGE_COOKIE = 'vida_language';

export const LIMITS = {
  /** Issue 12: 12 to 128 characters (128 keeps hashing cheap and fits every passphrase). */
  passwordMin: 12,
  passwordMax: 128,
  nameMax: 128,
  addressMin: 8,
  expiryYearSpan: 10,
  childAgeUnder: 12,
  maxAdditionalTravellers: 8,
  messagePreviewWords: 10,
  contractNameMax: 20,
  messageMax: 5000,
  bodyMaxBytes: 1024 * 1024,
  /** Arrays and objects inside one another in a JSON body; the deepest real body has 3 levels. */
  bodyMaxDepth: 32,
} as const;

/** Kinds of message (spec section 3); members may reply only to `support` threads. */
export const MESSAGE_TYPES = ['alert', 'marketing', 'support'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const REPLYABLE_MESSAGE_TYPES: readonly MessageType[] = ['support'];

export const TIMINGS = {
  notificationMs: 10_000,
  replyConfirmationMs: 5_000,
  successRedirectSeconds: 5,
  countdownTickMs: 1_000,
} as const;

export const BREAKPOINTS = { xs: 0, sm: 501, md: 960, lg: 1280, xl: 1920 } as const;

/** Header colour changes after scrolling this far (spec section 2, layout). */
export const HEADER_SCROLL_THRESHOLD = { desktop: 240, mobile: 203 } as const;

export const CONTRACT_STATUSES = ['Active', 'Cancelled', 'Pending', 'Blocked'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Contracts kept in the member's profile after load (spec section 4). */
export const VISIBLE_CONTRACT_STATUSES: readonly ContractStatus[] = ['Active', 'Pending', 'Blocked'];

export const CURRENCY_MXN_ID = 1;
export const CURRENCIES = ['MXN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);
export function currencyOf(currencyId: number): Currency {
  return currencyId === CURRENCY_MXN_ID ? 'MXN' : 'USD';
}

export const RESORTS = [
  'The Estates',
  'Grand Luxxe',
  'The Grand Bliss',
  'The Grand Mayan',
  'Sea Garden',
  'Mayan Palace',
] as const;
export const DEFAULT_RESORT = 'Grand Luxxe';

export const FEE_TYPES = ['Usage Fee', 'Renovation Fee', 'Renewal Fee'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
/**
 * Fee types travel as the club's English names (the values sent back); members read them in their language
 * under these keys (the web's `pay.feeTypes.*`, the API's `receipt.feeTypes.*`).
 */
export const FEE_TYPE_KEYS = {
  'Usage Fee': 'usage',
  'Renovation Fee': 'renovation',
  'Renewal Fee': 'renewal',
} as const satisfies Record<FeeType, string>;
export const isFeeType = (value: string): value is FeeType =>
  (FEE_TYPES as readonly string[]).includes(value);
export const PAYMENT_CATEGORIES = ['down', 'monthly', 'cash_out', 'other_fees'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** Code given with the not-found answer (spec section 8). */
export const NOT_FOUND_CODE = 604;

/** Defaults of `CLUB_SITE_URL` and `MEDIA_BASE_URL` (the API's configuration; `GET /club` answers them). */
export const DEFAULT_CLUB_SITE_URL = 'https://www.vidavacations.com';
export const DEFAULT_MEDIA_BASE_URL = '/media';

/** The portal's version as members see it (spec section 9: app version 1.0), shown in the footers. */
export const APP_VERSION = '1.0';
