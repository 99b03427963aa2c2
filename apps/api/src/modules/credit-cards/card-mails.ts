import type { CardType, Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { renderMail } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';

export type CardNotice = 'added' | 'updated' | 'removed';

const BRAND: Record<CardType, string> = { visa: 'Visa', mastercard: 'Mastercard' };

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: {
      added: 'A card was saved to your account',
      updated: 'A saved card was updated',
      removed: 'A saved card was removed',
    },
    body: {
      added: (card: string) => `The card ${card} was saved to your members' portal account.`,
      updated: (card: string) => `The details of your saved card ${card} were updated.`,
      removed: (card: string) => `The card ${card} was removed from your saved cards.`,
    },
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    notYou: 'If you did not make this change, call customer care right away and change your password.',
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    subject: {
      added: 'Se guardó una tarjeta en tu cuenta',
      updated: 'Se actualizó una tarjeta guardada',
      removed: 'Se eliminó una tarjeta guardada',
    },
    body: {
      added: (card: string) => `La tarjeta ${card} se guardó en tu cuenta del portal de socios.`,
      updated: (card: string) => `Se actualizaron los datos de tu tarjeta guardada ${card}.`,
      removed: (card: string) => `La tarjeta ${card} se eliminó de tus tarjetas guardadas.`,
    },
    card: (brand: string, last4: string) => `${brand} con terminación ${last4}`,
    notYou: 'Si no hiciste este cambio, llama de inmediato a atención a socios y cambia tu contraseña.',
  },
} as const;

export interface CardMailer {
  /** A notice of a card change, in the member's language (only the brand and last four digits). */
  send(
    to: { email: string; firstName: string; language: Language },
    notice: CardNotice,
    card: { type: CardType; lastFour: string },
  ): Promise<void>;
}

export function createCardMailer(mail: Pick<Mailer, 'enqueue'>, club: Config['club']): CardMailer {
  return {
    async send(to, notice, card) {
      const t = TEXTS[to.language];
      const rendered = renderMail({
        language: to.language,
        club,
        title: t.subject[notice],
        paragraphs: [t.greeting(to.firstName), t.body[notice](t.card(BRAND[card.type], card.lastFour))],
        after: [t.notYou],
      });
      await mail.enqueue({ to: to.email, language: to.language, ...rendered });
    },
  };
}
