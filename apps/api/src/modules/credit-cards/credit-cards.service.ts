import { CARD_TYPES, type CardType, type CreditCard, type CreditCardList } from '@vida/shared';
import type { CreditCardsRepo } from './credit-cards.repo.ts';

const cardType = (value: string): CardType =>
  (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : 'visa';

/** The masked number members see: four bullets and the last four digits. */
export const maskCardNumber = (lastFour: string): string => `•••• ${lastFour}`;

export function createCreditCardsService(repo: CreditCardsRepo) {
  return {
    /** The member's active cards, the default first (read-only in issue 4). */
    async list(userId: number, page: number, perPage: number): Promise<CreditCardList> {
      const [rows, total] = await Promise.all([
        repo.activePage(userId, perPage, (page - 1) * perPage),
        repo.activeCount(userId),
      ]);
      const data: CreditCard[] = rows.map((r) => ({
        id: r.id,
        status: r.status,
        is_default: r.isDefault,
        card_type: cardType(r.cardType),
        card_number: maskCardNumber(r.lastFour),
        exp_month: r.expMonth,
        exp_year: r.expYear,
        card_holder_name: r.cardHolderName,
        first_name: r.firstName,
        last_name: r.lastName,
        address: r.address,
        country: r.country,
        state: r.state,
        city: r.city,
        post_code: r.postCode,
      }));
      return { data, meta: { page, per_page: perPage, total } };
    },
  };
}

export type CreditCardsService = ReturnType<typeof createCreditCardsService>;
