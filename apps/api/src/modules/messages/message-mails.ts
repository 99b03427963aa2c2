import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { type RenderedMail, renderMail } from '../../lib/mail/layout.ts';
import { text } from '../../lib/texts.ts';
import type { en } from '../../locales/en.ts';

type CareLabel = keyof (typeof en)['care']['labels'];

export type CareNotificationKind = 'contact' | 'reply';

export interface CareNotificationBody {
  message: string;
  phone?: string | null;
  email?: string | null;
  needToContactMe?: boolean;
}

export function careNotificationTitle(
  language: Language,
  kind: CareNotificationKind,
  name: string,
  subject: string,
): string {
  return text(language, kind === 'contact' ? 'care.contactSubject' : 'care.replySubject', { name, subject });
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
  const l = (label: CareLabel) => text(language, `care.labels.${label}`);
  const facts = [
    `${l('member')}: ${name}`,
    ...(body.phone ? [`${l('phone')}: ${body.phone}`] : []),
    ...(body.email ? [`${l('email')}: ${body.email}`] : []),
    ...(body.needToContactMe === undefined
      ? []
      : [`${l('callBack')}: ${body.needToContactMe ? l('yes') : l('no')}`]),
    `${l('thread')}: #${String(threadId)}`,
  ];
  const title = careNotificationTitle(language, kind, name, subject);
  return renderMail({ language, title, paragraphs: [...facts, body.message], club });
}
