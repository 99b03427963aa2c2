import type { Language, ProfilePendingField } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { ProfileChangeFields } from '../../db/schema/index.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailQueue } from '../mail/mailer.ts';
import { EMAIL_CONFIRM_LINK_HOURS } from './email-confirmation-link.ts';

const FIELD_ORDER: readonly ProfilePendingField[] = [
  'email',
  'address_line_1',
  'address_line_2',
  'home_phone',
  'mobile_phone',
];

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    labels: {
      email: 'E-mail',
      address_line_1: 'Address line 1',
      address_line_2: 'Address line 2',
      home_phone: 'Home phone',
      mobile_phone: 'Mobile phone',
    } satisfies Record<ProfilePendingField, string>,
    empty: '(empty)',
    confirmSubject: 'Confirm your new e-mail address',
    confirmBody: (club: string) =>
      `You asked to use this address for your ${club} members' portal account. Please confirm it: our agents apply the change once it is confirmed and verified, within 1–3 days.`,
    confirmAction: 'Confirm my new e-mail',
    confirmExpiry: `The link works for ${EMAIL_CONFIRM_LINK_HOURS} hours, in the browser where you are signed in to the portal (if it asks you to sign in, use your current e-mail).`,
    confirmIgnore:
      'If you did not ask for this change, ignore this message: your account keeps its current e-mail.',
    approvedSubject: 'Your profile changes have been applied',
    approvedBody: (date: string) =>
      `Our agents verified the changes you requested on ${date} and applied them to your profile:`,
    approvedEmail: (email: string) => `From now on, sign in to the portal with ${email}.`,
    rejectedSubject: 'We could not apply your profile changes',
    rejectedBody: (date: string) =>
      `Our agents could not verify the changes you requested on ${date}, so your profile keeps its previous data.`,
    rejectedReason: (reason: string) => `Our agent's note: ${reason}`,
    rejectedNext:
      'If you still need to update your data, please call customer care: we will gladly help you.',
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    labels: {
      email: 'Correo electrónico',
      address_line_1: 'Dirección (línea 1)',
      address_line_2: 'Dirección (línea 2)',
      home_phone: 'Teléfono de casa',
      mobile_phone: 'Teléfono celular',
    } satisfies Record<ProfilePendingField, string>,
    empty: '(vacío)',
    confirmSubject: 'Confirma tu nuevo correo electrónico',
    confirmBody: (club: string) =>
      `Pediste usar esta dirección en tu cuenta del portal de socios de ${club}. Confírmala: nuestros agentes aplican el cambio una vez confirmado y verificado, en un plazo de 1 a 3 días.`,
    confirmAction: 'Confirmar mi nuevo correo',
    confirmExpiry: `El enlace funciona durante ${EMAIL_CONFIRM_LINK_HOURS} horas, en el navegador donde iniciaste sesión en el portal (si te pide iniciar sesión, usa tu correo actual).`,
    confirmIgnore: 'Si no pediste este cambio, ignora este mensaje: tu cuenta conserva su correo actual.',
    approvedSubject: 'Aplicamos los cambios a tu perfil',
    approvedBody: (date: string) =>
      `Nuestros agentes verificaron los cambios que solicitaste el ${date} y los aplicaron a tu perfil:`,
    approvedEmail: (email: string) => `A partir de ahora, inicia sesión en el portal con ${email}.`,
    rejectedSubject: 'No pudimos aplicar los cambios a tu perfil',
    rejectedBody: (date: string) =>
      `Nuestros agentes no pudieron verificar los cambios que solicitaste el ${date}, por lo que tu perfil conserva sus datos anteriores.`,
    rejectedReason: (reason: string) => `Nota de nuestro agente: ${reason}`,
    rejectedNext: 'Si aún necesitas actualizar tus datos, llama a atención a socios: con gusto te ayudamos.',
  },
} as const;

function longDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

export interface ProfileMailer {
  /** The confirmation link for a requested e-mail, sent to that new address. */
  sendEmailConfirmation(to: MailRecipient, link: string): Promise<void>;
  sendApproved(to: MailRecipient, fields: ProfileChangeFields, requestedAt: Date): Promise<void>;
  /** `reason`: customer care's words for the member (null from an older command line without one). */
  sendRejected(to: MailRecipient, requestedAt: Date, reason: string | null): Promise<void>;
}

export function createProfileMailer(mail: MailQueue, club: Config['club']): ProfileMailer {
  const send = async (
    to: MailRecipient,
    content: Omit<Parameters<typeof renderMail>[0], 'language' | 'club'>,
  ) => {
    const rendered = renderMail({ language: to.language, club, ...content });
    await mail.enqueue({ to: to.email, language: to.language, ...rendered });
  };

  return {
    async sendEmailConfirmation(to, link) {
      const t = TEXTS[to.language];
      await send(to, {
        title: t.confirmSubject,
        paragraphs: [t.greeting(to.firstName), t.confirmBody(club.name)],
        action: { label: t.confirmAction, url: link },
        after: [t.confirmExpiry, t.confirmIgnore],
      });
    },

    async sendApproved(to, fields, requestedAt) {
      const t = TEXTS[to.language];
      const lines = FIELD_ORDER.filter((f) => fields[f] !== undefined).map(
        (f) => `${t.labels[f]}: ${fields[f] ?? t.empty}`,
      );
      await send(to, {
        title: t.approvedSubject,
        paragraphs: [t.greeting(to.firstName), t.approvedBody(longDate(to.language, requestedAt)), ...lines],
        after: fields.email ? [t.approvedEmail(fields.email)] : [],
      });
    },

    async sendRejected(to, requestedAt, reason) {
      const t = TEXTS[to.language];
      await send(to, {
        title: t.rejectedSubject,
        paragraphs: [
          t.greeting(to.firstName),
          t.rejectedBody(longDate(to.language, requestedAt)),
          ...(reason ? [t.rejectedReason(reason)] : []),
        ],
        after: [t.rejectedNext],
      });
    },
  };
}
