/**
 * The demo members' saved cards as the card provider knows them: the portal's seed stores these tokens and
 * the sandbox provider (apps/card-sandbox) seeds the same tokens into its own store, so a fresh start can
 * charge them at once. The provider answers only the last four digits of a card, as here.
 */
export const DEMO_CARD_TOKENS = [
  { token: '7001000000000000004242', cardType: '001', lastFour: '4242', holder: 'Ana García' },
  { token: '7002000000000000005454', cardType: '002', lastFour: '5454', holder: 'Ana García' },
  { token: '7001000000000000000005', cardType: '001', lastFour: '0005', holder: 'Ana García' },
  { token: '7001000000000000001881', cardType: '001', lastFour: '1881', holder: 'John Miller' },
] as const;

/**
 * The sandbox provider's merchant profile outside production: the portal signs with these and the sandbox
 * checks with them unless `PAYMENT_PROFILE_ID`, `PAYMENT_ACCESS_KEY` and `PAYMENT_SECRET_KEY` say otherwise
 * (the same variables configure both). Never valid at a real provider.
 */
export const SANDBOX_PROFILE = {
  profileId: '5ab0c0de-0000-4000-8000-00000000cafe',
  accessKey: 'sandbox0access0key0for0dev0only0',
  secretKey: 'sandbox-secret-key-for-development-and-tests-only',
  merchantId: 'vida_sandbox',
  fingerprintOrgId: '1snn5n9w',
} as const;

/** Port the sandbox provider listens on unless `SANDBOX_PORT` says otherwise. */
export const SANDBOX_DEFAULT_PORT = 3100;
