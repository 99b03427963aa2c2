import type { Currency, Language } from '@vida/shared';
import { textsIn } from '../../lib/texts.ts';
import { formatMoney } from '../payments/index.ts';

/**
 * The version of the AutoPay consent text (`autopay.consent` in the API's locales). Change it with the words:
 * the member sends back the version they were shown, and an older one is refused (409), so nobody agrees to
 * words they did not read. Stored on each enrolment with the text itself, as the member read it.
 */
export const AUTOPAY_CONSENT_VERSION = '2026-11-1';

/** The consent the member reads before turning AutoPay on, in their language, for one contract. */
export function consentText(
  language: Language,
  club: string,
  contract: string,
  instalment: { amount: number; currency: Currency } | null,
): { version: string; text: string } {
  return {
    version: AUTOPAY_CONSENT_VERSION,
    text: textsIn(language)('autopay.consent', {
      club,
      contract,
      amount: instalment ? formatMoney(instalment.amount, instalment.currency, language) : '—',
    }),
  };
}
