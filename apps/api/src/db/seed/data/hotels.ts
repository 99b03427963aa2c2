// Club resort hotels for reservation forms, written for Vida Portal; each name but the last contains exactly one destination the web app has an image for.
export const HOTELS: ReadonlyArray<{ name: string }> = [
  { name: 'Grand Luxxe Nuevo Vallarta' },
  { name: 'The Grand Bliss Nuevo Vallarta' },
  { name: 'Mayan Palace Puerto Vallarta' },
  { name: 'The Estates Riviera Maya' },
  { name: 'The Grand Mayan Riviera Maya' },
  { name: 'The Estates at Jungala' },
  { name: 'The Grand Bliss Joya' },
  { name: 'Mayan Palace Acapulco' },
  { name: 'The Grand Mayan Los Cabos' },
  { name: 'Sea Garden Mazatlán' },
  { name: 'Mayan Palace Puerto Peñasco' },
  { name: 'Sea Garden Ixtapa' },
];
