import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { type RenderedMail, renderMail } from '../../lib/mail/layout.ts';

export type CareNotificationKind = 'contact' | 'reply';

export interface CareNotificationBody {
  message: string;
  phone?: string | null;
  email?: string | null;
  needToContactMe?: boolean;
}

/** What customer care's e-mail says, in the club's language. */
const NOTIFICATION_SUBJECT: Record<Language, Record<'contact' | 'reply', string>> = {
  en: {
    contact: 'New contact message from {name}: {subject}',
    reply: 'New reply from {name}: {subject}',
  },
  es: {
    contact: 'Nuevo mensaje de contacto de {name}: {subject}',
    reply: 'Nueva respuesta de {name}: {subject}',
  },
};

/** The labels of customer care's e-mail, in the club's language. */
const NOTIFICATION_LABELS: Record<
  Language,
  Record<'member' | 'phone' | 'email' | 'callBack' | 'yes' | 'no' | 'thread', string>
> = {
  en: {
    member: 'Member',
    phone: 'Phone',
    email: 'E-mail',
    callBack: 'Wants to be contacted',
    yes: 'yes',
    no: 'no',
    thread: 'Thread',
  },
  es: {
    member: 'Socio',
    phone: 'Teléfono',
    email: 'Correo',
    callBack: 'Quiere que lo contacten',
    yes: 'sí',
    no: 'no',
    thread: 'Conversación',
  },
};

export function careNotificationTitle(
  language: Language,
  kind: CareNotificationKind,
  name: string,
  subject: string,
): string {
  return NOTIFICATION_SUBJECT[language][kind].replace('{name}', name).replace('{subject}', subject);
}

/** The e-mail to customer care about a member's message, in the club's language. */
export function renderCareNotification(
  club: Config['club'],
  kind: CareNotificationKind,
  name: string,
  subject: string,
  body: CareNotificationBody,
  threadId: number,
): RenderedMail {
  const language = club.careLanguage;
  const labels = NOTIFICATION_LABELS[language];
  const facts = [
    `${labels.member}: ${name}`,
    ...(body.phone ? [`${labels.phone}: ${body.phone}`] : []),
    ...(body.email ? [`${labels.email}: ${body.email}`] : []),
    ...(body.needToContactMe === undefined
      ? []
      : [`${labels.callBack}: ${body.needToContactMe ? labels.yes : labels.no}`]),
    `${labels.thread}: #${String(threadId)}`,
  ];
  const title = careNotificationTitle(language, kind, name, subject);
  return renderMail({ language, title, paragraphs: [...facts, body.message], club });
}
