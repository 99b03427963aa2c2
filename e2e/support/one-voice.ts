import type { Page } from 'playwright-core';
import type { Lang } from './texts.ts';

/**
 * Words that cannot be on a page of the other language (issue 29): common words of the interface, the
 * statuses, types and reasons the portal and the desk show, and the names the portal once used for customer
 * care. Names (resorts, partners, places, products) are taken out of the text first (`PROPER_NAMES`); member
 * data in the journeys is the seeded one, which holds no such words.
 */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'please',
  'with',
  'from',
  'this',
  'there',
  'have',
  'not',
  'sign in',
  'log in',
  'loading',
  'welcome',
  'account',
  'profile',
  'payment',
  'payments',
  'reservation',
  'reservations',
  'contracts',
  'messages',
  'save',
  'cancel',
  'back',
  'close',
  'menu',
  'active',
  'pending',
  'blocked',
  'cancelled',
  'canceled',
  'confirmed',
  'requested',
  'declined',
  'approved',
  'traveled',
  'monthly',
  'down payment',
  'cash out',
  'other fees',
  'usage fee',
  'notice',
  'offer',
  'support',
  'room',
  'bedroom',
  'customer care',
  'contact center',
  'member care',
];

const SPANISH = [
  'el',
  'los',
  'las',
  'del',
  'que',
  'para',
  'con',
  'tu',
  'tus',
  'por favor',
  'iniciar sesión',
  'cerrar sesión',
  'cargando',
  'bienvenida',
  'cuenta',
  'perfil',
  'pago',
  'pagos',
  'reservación',
  'reservaciones',
  'contratos',
  'mensajes',
  'guardar',
  'cancelar',
  'volver',
  'cerrar',
  'activo',
  'pendiente',
  'bloqueado',
  'cancelada',
  'confirmada',
  'solicitada',
  'rechazada',
  'mensualidad',
  'enganche',
  'liquidación',
  'aviso',
  'promoción',
  'habitación',
  'recámara',
  'recámaras',
  'atención a socios',
];

/**
 * Names that read the same in both languages and may hold a listed word ("The Grand Bliss", "Los Cabos"),
 * removed before the check. Longest first, so "The Grand Mayan" goes before "Grand Mayan".
 */
const PROPER_NAMES = [
  'The Grand Bliss',
  'The Grand Mayan',
  'The Estates',
  'The Registry Collection',
  'The Reserve',
  'Grand Luxxe',
  'Sea Garden',
  'Mayan Palace',
  'Palacio Maya',
  'Los Cabos',
  'Puerto Peñasco',
  'Puerto Vallarta',
  'Nuevo Vallarta',
  'Riviera Maya',
  'Cirque du Soleil JOYA',
  'Interval International',
  'San Francisco Exchange',
  'ThirdHome International',
  'ThirdHome',
  'Club Freedom',
  'VIDA LIFESTYLE',
  'Vida Vacations',
  'Vida Portal',
  'El Salvador',
  'Google Authenticator',
  'Microsoft Authenticator',
].sort((a, b) => b.length - a.length);

/** Developer wording that must never reach a page: raw values and message keys. */
const DEVELOPER = [
  /\bundefined\b/,
  /\bnull\b/,
  /\bNaN\b/,
  /\[object Object\]/,
  /Invalid Date/,
  /\b[a-z]+(?:_[a-z]+)+\b/,
];

const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}@.])${word.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

const PATTERNS = {
  en: ENGLISH.map((word) => ({ word, pattern: wordPattern(word) })),
  es: SPANISH.map((word) => ({ word, pattern: wordPattern(word) })),
};

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text without proper names, e-mail addresses and web addresses. */
function neutral(text: string, extraNames: readonly string[]): string {
  let rest = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  // Case aside: logos and overlines show names in capitals.
  for (const name of [...extraNames, ...PROPER_NAMES])
    rest = rest.replace(new RegExp(escapeForRegExp(name).replace(/ /g, '\\s+'), 'giu'), ' ');
  return rest;
}

/**
 * What a page of `lang` shows that belongs to the other language, or to no language at all: each finding
 * with the line it is in. `extraNames` are names on this page that read the same in both languages
 * (a member's own data, a hotel).
 */
export function foreignWords(text: string, lang: Lang, extraNames: readonly string[] = []): string[] {
  const findings: string[] = [];
  const other = lang === 'es' ? PATTERNS.en : PATTERNS.es;
  for (const line of neutral(text, extraNames).split('\n')) {
    for (const { word, pattern } of other)
      if (pattern.test(line)) findings.push(`"${word}" in: ${line.trim()}`);
    for (const pattern of DEVELOPER) if (pattern.test(line)) findings.push(`${pattern} in: ${line.trim()}`);
  }
  return findings;
}

/**
 * What a reader reads (runs in the page): the rendered text (innerText: no hidden elements, scripts or
 * styles), without what is marked as written in another language (a member's own words on the desk carry
 * their `lang`).
 */
function readText(): string {
  const language = document.documentElement.lang.slice(0, 2);
  const foreign = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter(
    (element) => element.lang.slice(0, 2) !== language,
  );
  const displays = foreign.map((element) => element.style.display);
  for (const element of foreign) element.style.display = 'none';
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the check reads
  const text = document.body.innerText;
  foreign.forEach((element, i) => {
    element.style.display = displays[i] ?? '';
  });
  return text;
}

/** The page as it stands, in `lang`: its findings, each named by `where` (an empty list when it is one voice). */
export async function voiceFindings(
  page: Page,
  lang: Lang,
  where: string,
  names: readonly string[] = [],
): Promise<string[]> {
  const findings: string[] = [];
  if ((await page.locator('html').getAttribute('lang')) !== lang)
    findings.push(`${where}: <html lang> is not ${lang}`);
  for (const finding of foreignWords(await page.evaluate(readText), lang, names))
    findings.push(`${where} (${lang}): ${finding}`);
  return findings;
}
