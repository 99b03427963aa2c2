import { type Currency, type Language, translateMessage } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { queueRenderedMail } from '../../lib/mail/queue-rendered.ts';
import { textsIn } from '../../lib/texts.ts';
import { cardBrand, declineReasonOf, formatDay, formatMoney } from '../payments/index.ts';

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

export interface MailCard {
  cardType: string;
  lastFour: string;
}

/** What a declined or stopped charge's mail says of its instalment. */
export interface DeclinedCharge {
  contract: string;
  amount: number;
  currency: Currency;
  due: string;
  card: MailCard;
  reasonCode: string | null;
}

/**
 * AutoPay's mails, each in the member's language and in the transaction of what it tells of (they commit
 * together, and the outbox sends each once): turned on (with the terms agreed), card moved, turned off (by the
 * member, or because its card was deleted), a charge declined (tried again on a day it names) or stopped.
 */
export function createAutoPayMails(
  mail: Pick<Mailer, 'enqueue'>,
  config: Pick<Config, 'club' | 'publicUrl'>,
) {
  const cardName = (language: Language, card: MailCard) =>
    textsIn(language)('cards.card', { brand: cardBrand(card.cardType), last4: card.lastFour });
  const payLink = (language: Language) => ({
    label: textsIn(language)('autopay.pay'),
    url: `${config.publicUrl}/my-vida-vacations-payments`,
  });
  const send = (
    to: Recipient,
    content: { title: string; paragraphs: string[]; after?: string[]; pay?: boolean },
    tx: DbOrTx,
  ) =>
    queueRenderedMail(
      mail,
      config.club,
      to,
      {
        title: content.title,
        paragraphs: [textsIn(to.language)('mail.greeting', { name: to.firstName }), ...content.paragraphs],
        ...(content.pay ? { action: payLink(to.language) } : {}),
        ...(content.after ? { after: content.after } : {}),
      },
      tx,
    );

  return {
    on(
      to: Recipient,
      contract: string,
      card: MailCard,
      consent: { version: string; text: string },
      tx: DbOrTx,
    ) {
      const t = textsIn(to.language);
      return send(
        to,
        {
          title: t('autopay.onSubject', { contract }),
          paragraphs: [
            t('autopay.onBody', { contract, card: cardName(to.language, card) }),
            t('autopay.terms', consent),
            t('autopay.howToStop'),
          ],
          after: [t('cards.notYou')],
        },
        tx,
      );
    },

    moved(to: Recipient, contract: string, card: MailCard, tx: DbOrTx) {
      const t = textsIn(to.language);
      return send(
        to,
        {
          title: t('autopay.movedSubject', { contract }),
          paragraphs: [
            t('autopay.movedBody', { contract, card: cardName(to.language, card) }),
            t('autopay.howToStop'),
          ],
          after: [t('cards.notYou')],
        },
        tx,
      );
    },

    off(to: Recipient, contract: string, removedCard: MailCard | null, tx: DbOrTx) {
      const t = textsIn(to.language);
      return send(
        to,
        {
          title: t('autopay.offSubject', { contract }),
          paragraphs: [
            removedCard
              ? t('autopay.cardRemovedBody', { contract, card: cardName(to.language, removedCard) })
              : t('autopay.offBody', { contract }),
          ],
          after: [t('cards.notYou')],
        },
        tx,
      );
    },

    declined(to: Recipient, charge: DeclinedCharge, retryOn: string | null, tx: DbOrTx) {
      const { language } = to;
      const t = textsIn(language);
      const values = {
        contract: charge.contract,
        amount: formatMoney(charge.amount, charge.currency, language),
        due: formatDay(charge.due, language),
        card: cardName(language, charge.card),
        reason: translateMessage(language, declineReasonOf(charge.reasonCode)),
      };
      return send(
        to,
        retryOn
          ? {
              title: t('autopay.declinedSubject', values),
              paragraphs: [
                t('autopay.declinedBody', values),
                t('autopay.retryOn', { date: formatDay(retryOn, language) }),
              ],
              pay: true,
            }
          : {
              title: t('autopay.stoppedSubject', values),
              paragraphs: [t('autopay.stoppedBody', values), t('autopay.payNow')],
              pay: true,
            },
        tx,
      );
    },
  };
}

export type AutoPayMails = ReturnType<typeof createAutoPayMails>;
