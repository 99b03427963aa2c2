import type { DestinationImage, DestinationLogo } from '@vida/shared';

/** Where the club's own pages about its destinations are (links are stored absolute). */
const SITE = 'https://www.vidavacations.com';

interface DestinationText {
  name: string;
  location: string;
  description: string;
}

/**
 * The dashboard's destination highlights, in carousel order, written for Vida Portal. The first one sells
 * tickets; an empty description makes a card that does not open (Beachland); `#` hides a link.
 */
export const DESTINATIONS: ReadonlyArray<{
  en: DestinationText;
  es: DestinationText;
  image: DestinationImage;
  logo: DestinationLogo | null;
  readMore: string;
  buy: string;
}> = [
  {
    en: {
      name: 'Jungala',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'An aquatic jungle park a short walk from the resorts: treetop bridges, a wave lagoon, zip lines over the canopy and slides for every age. Members and their guests buy day passes at a preferential price.',
    },
    es: {
      name: 'Jungala',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'Un parque acuático en plena selva, a unos pasos de los resorts: puentes entre los árboles, una laguna con olas, tirolesas sobre la copa de los árboles y toboganes para todas las edades. Los socios y sus invitados compran pases de un día a precio preferente.',
    },
    image: 'jungle-park',
    logo: 'jungala',
    readMore: `${SITE}/jungala`,
    buy: `${SITE}/jungala/tickets`,
  },
  {
    en: {
      name: 'Palacio Maya',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'Stone courtyards, cenote-blue pools and restaurants inspired by the cuisine of the Yucatán peninsula. An evening here is the club’s favourite way to end a day by the sea.',
    },
    es: {
      name: 'Palacio Maya',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'Patios de piedra, albercas del azul de los cenotes y restaurantes inspirados en la cocina de la península de Yucatán. Una noche aquí es la forma favorita del club de cerrar un día junto al mar.',
    },
    image: 'palace',
    logo: null,
    readMore: `${SITE}/palacio-maya`,
    buy: `${SITE}/palacio-maya/experiences`,
  },
  {
    en: { name: 'Beachland', location: 'Nuevo Vallarta, Nayarit', description: '' },
    es: { name: 'Beachland', location: 'Nuevo Vallarta, Nayarit', description: '' },
    image: 'beach',
    logo: null,
    readMore: '#',
    buy: '#',
  },
  {
    en: {
      name: 'Cirque du Soleil JOYA',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'A dinner show in a theatre hidden in the jungle, where acrobatics, music and a story of a young explorer meet. Ask customer care about members’ seats when you plan your stay.',
    },
    es: {
      name: 'Cirque du Soleil JOYA',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'Una cena espectáculo en un teatro escondido en la selva, donde se encuentran acrobacias, música y la historia de una joven exploradora. Pregunta a Atención a Socios por los asientos para socios al planear tu estancia.',
    },
    image: 'joya',
    logo: 'joya',
    readMore: '#',
    buy: `${SITE}/joya`,
  },
  {
    en: {
      name: 'The Reserve',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'A quiet enclave of residences and private pools inside the resort, with its own concierge, for members who want the sea and the jungle without the crowds.',
    },
    es: {
      name: 'The Reserve',
      location: 'Riviera Maya, Quintana Roo',
      description:
        'Un rincón tranquilo de residencias y albercas privadas dentro del resort, con su propio concierge, para los socios que quieren el mar y la selva sin multitudes.',
    },
    image: 'reserve',
    logo: 'reserve',
    readMore: `${SITE}/the-reserve`,
    buy: `${SITE}/the-reserve/stay`,
  },
];
