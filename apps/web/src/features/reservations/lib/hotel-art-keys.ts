/** Destinations that have artwork of their own (spec section 3); any other hotel gets the default. */
export const HOTEL_ART_KEYS = [
  'jungala',
  'joya',
  'acapulco',
  'los-cabos',
  'mazatlan',
  'nuevo-vallarta',
  'puerto-penasco',
  'puerto-vallarta',
  'riviera-maya',
  'default',
] as const;
export type HotelArtKey = (typeof HOTEL_ART_KEYS)[number];

const MATCHES: ReadonlyArray<[string, HotelArtKey]> = [
  ['jungala', 'jungala'],
  ['joya', 'joya'],
  ['acapulco', 'acapulco'],
  ['los cabos', 'los-cabos'],
  ['mazatlan', 'mazatlan'],
  ['nuevo vallarta', 'nuevo-vallarta'],
  ['puerto penasco', 'puerto-penasco'],
  ['puerto vallarta', 'puerto-vallarta'],
  ['riviera maya', 'riviera-maya'],
];

/** Matches the hotel's name without case or accents ("Mazatlán", "Peñasco"); the first match wins. */
export function hotelArtKey(name: string | null | undefined): HotelArtKey {
  const normalised = (name ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return MATCHES.find(([needle]) => normalised.includes(needle))?.[1] ?? 'default';
}
