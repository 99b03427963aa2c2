/** The club's contact settings production refuses as placeholders: real-looking values for tests and scripts. */
export const CLUB_CONTACT: {
  readonly CARE_EMAIL: string;
  readonly CARE_PHONE: string;
  readonly CLUB_ADDRESS: string;
  readonly CLUB_LEGAL_NAME: string;
  readonly CLUB_TAX_ID: string;
};
