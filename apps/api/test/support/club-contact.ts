/**
 * The club's contact settings production refuses as placeholders (config.ts): real-looking values for the
 * tests that load the configuration with NODE_ENV=production.
 */
export const CLUB_CONTACT = {
  CARE_EMAIL: 'socios@vidavacations.com.mx',
  CARE_PHONE: '800 841 2020',
  CLUB_ADDRESS: 'Blvd. Kukulcán km 14.5, Zona Hotelera, 77500 Cancún, Q. Roo, México',
} as const;
