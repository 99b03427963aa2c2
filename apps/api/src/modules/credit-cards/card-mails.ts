import type { CardType, Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { queueRenderedMail } from '../../lib/mail/queue-rendered.ts';
import { textsIn } from '../../lib/texts.ts';

export type CardNotice = 'added' | 'updated' | 'removed';

const BRAND: Record<CardType, string> = { visa: 'Visa', mastercard: 'Mastercard' };

export interface CardMailer {
  /**
   * A notice of a card change in the member's language (only the brand and the last four digits), in the
   * transaction of the change when there is one (they commit together).
   */
  send(
    to: { email: string; firstName: string; language: Language },
    notice: CardNotice,
    card: { type: CardType; lastFour: string },
    tx?: DbOrTx,
  ): Promise<void>;
}

export function createCardMailer(mail: Pick<Mailer, 'enqueue'>, club: Config['club']): CardMailer {
  return {
    async send(to, notice, card, tx) {
      const t = textsIn(to.language);
      const name = t('cards.card', { brand: BRAND[card.type], last4: card.lastFour });
      await queueRenderedMail(
        mail,
        club,
        to,
        {
          title: t(`cards.${notice}Subject`),
          paragraphs: [t('mail.greeting', { name: to.firstName }), t(`cards.${notice}Body`, { card: name })],
          after: [t('cards.notYou')],
        },
        tx,
      );
    },
  };
}
