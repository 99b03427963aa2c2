// Types in club-contact.d.mts.

/**
 * The club's contact settings production refuses as placeholders (apps/api/src/config.ts): real-looking values
 * for a server, or a configuration, loaded with NODE_ENV=production by a test or a script.
 */
export const CLUB_CONTACT = Object.freeze({
  CARE_EMAIL: 'socios@vidavacations.com.mx',
  CARE_PHONE: '800 841 2020',
  CLUB_ADDRESS: 'Blvd. Kukulcán km 14.5, Zona Hotelera, 77500 Cancún, Q. Roo, México',
  CLUB_LEGAL_NAME: 'Vida Vacations Club de Viajes, S.A. de C.V.',
  CLUB_TAX_ID: 'VVC010203AB4',
});
