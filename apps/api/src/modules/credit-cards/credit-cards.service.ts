import {
  CARD_TYPES,
  type CardType,
  type CreditCard,
  type CreditCardUpdate,
  REAUTHENTICATION_MINUTES,
} from '@vida/shared';
import type { Sha256Hex } from '../../db/prepared.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hit, refund, reset, THROTTLES, type ThrottleRule, throttle } from '../../lib/throttle.ts';
import type { CardMailer } from './card-mails.ts';
import { maskCardNumber } from './card-mask.ts';
import type { CardRow, CreditCardsRepo } from './credit-cards.repo.ts';

const cardType = (value: string): CardType =>
  (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : 'visa';

const notFound = () => new HttpError(404, 'card_not_found', { code: 'card_not_found' });

function toCard(r: CardRow): CreditCard {
  return {
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
  };
}

/** A card expires after the last day of its expiry month. */
function isExpired(card: Pick<CardRow, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Ends a sign-in (the session store's sign-out): its whole family of token pairs. */
export type EndSignIn = (sessionId: number) => Promise<void>;

/**
 * Told of a card being deleted, in the deletion's transaction: AutoPay turns itself off on the contracts that
 * charge it (composed in app.ts; modules do not import each other).
 */
export type CardRemoved = (tx: Tx, userId: number, cardId: number) => Promise<void>;

export function createCreditCardsService(
  repo: CreditCardsRepo,
  mailer: CardMailer,
  endSignIn: EndSignIn,
  cardRemoved: CardRemoved = async () => {},
) {
  return {
    /** The member's active cards, the default first, as `CreditCardList` JSON text for the token hash. */
    listForToken: (accessHash: Sha256Hex, page: number, perPage: number) =>
      repo.listForToken(accessHash, page, perPage),

    /**
     * `PUT /credit_cards/{id}`: make default (nothing to do when it already is) or deactivate (needs a recent
     * password confirmation; mails a notice; the oldest remaining card becomes the default). Either change
     * commits in `keyedTransaction`, with the request's key.
     */
    async update(
      user: { id: number; sessionId: number },
      /** A malformed path id is 0: no card has it, so it is a 404 like an unknown or foreign card. */
      cardId: number,
      input: CreditCardUpdate,
      keyedTransaction: KeyedTransaction,
    ): Promise<{
      card: CreditCard | null;
      message: 'card_deactivated' | 'card_default_set' | 'card_updated';
    }> {
      const card = await repo.activeCard(user.id, cardId);
      if (!card) throw notFound();
      if (input.status === 0 || input.status === false) {
        await this.requireReauthentication(user.sessionId);
        const member = await repo.recipient(user.id);
        // The notice commits with the change (ARCHITECTURE.md rule 10).
        await keyedTransaction(async (tx) => {
          await repo.deactivate(tx, user.id, card.id);
          await cardRemoved(tx, user.id, card.id);
          if (card.isDefault) {
            const next = await repo.oldestActiveId(tx, user.id);
            if (next !== undefined) await repo.setDefault(tx, user.id, next);
          }
          if (member) {
            await mailer.send(
              { email: member.email, firstName: member.firstName, language: member.language },
              'removed',
              { type: cardType(card.cardType), lastFour: card.lastFour },
              tx,
            );
          }
        });
        return { card: null, message: 'card_deactivated' };
      }
      if (input.is_default === true && !card.isDefault) {
        if (isExpired(card)) throw new HttpError(400, 'card_expired', { code: 'card_expired' });
        await keyedTransaction((tx) => repo.setDefault(tx, user.id, card.id));
        return { card: toCard({ ...card, isDefault: true }), message: 'card_default_set' };
      }
      return { card: toCard(card), message: 'card_updated' };
    },

    /**
     * Confirms the member's password for this session (cards may then change for 5 minutes). Guesses count
     * with the profile's password check, per account and per address; a few wrong ones in a row end the
     * sign-in (401), so a stolen access token cannot be used to find the password (issue 23).
     */
    async reauthenticate(
      user: { id: number; sessionId: number },
      password: string,
      ip: string,
    ): Promise<Date> {
      const guesses: Array<[ThrottleRule, string]> = [
        [THROTTLES.profilePassword, String(user.id)],
        [THROTTLES.profilePasswordIp, ip],
      ];
      await throttle(repo.db, guesses);
      const failures = String(user.sessionId);
      const member = await repo.recipient(user.id);
      if (!member || !(await verifyPassword(member.passwordHash, password))) {
        const inARow = await hit(repo.db, THROTTLES.reauthenticateSession, failures);
        if (!inARow.allowed || inARow.hits >= THROTTLES.reauthenticateSession.max) {
          await endSignIn(user.sessionId);
          throw new HttpError(401, 'reauthentication_signed_out', { code: 'reauthentication_signed_out' });
        }
        throw validationError({ password: ['validation_current_password'] });
      }
      // The right password was no guess: its hits are given back (cards may need it every 5 minutes).
      for (const [rule, key] of guesses) await refund(repo.db, rule, key);
      await reset(repo.db, THROTTLES.reauthenticateSession, failures);
      const at = await repo.markReauthenticated(user.sessionId, user.id);
      return new Date(at.getTime() + REAUTHENTICATION_MINUTES * 60_000);
    },

    async requireReauthentication(sessionId: number): Promise<void> {
      if (!(await repo.reauthenticatedWithin(sessionId, REAUTHENTICATION_MINUTES))) {
        throw new HttpError(403, 'reauthentication_required', { code: 'reauthentication_required' });
      }
    },
  };
}

export type CreditCardsService = ReturnType<typeof createCreditCardsService>;
