import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailQueue } from '../mail/mailer.ts';

const TEXTS = {
  en: {
    replySubject: (subject: string) => `Customer care answered: ${subject}`,
    greeting: (name: string) => `Hello ${name},`,
    replyBody:
      'Customer care answered your message. You can read it and reply in the portal’s messages centre:',
    replyAction: 'Read the answer',
  },
  es: {
    replySubject: (subject: string) => `Atención a socios te respondió: ${subject}`,
    greeting: (name: string) => `Hola ${name}:`,
    replyBody:
      'Atención a socios respondió tu mensaje. Puedes leerlo y contestar en el centro de mensajes del portal:',
    replyAction: 'Leer la respuesta',
  },
} as const satisfies Record<Language, unknown>;

/** Who the answer comes from, in the member's language (as the messages centre names customer care). */
export function careSignature(language: Language, club: Config['club'], staffName: string): string {
  const first = staffName.split(' ')[0] ?? staffName;
  return language === 'es'
    ? `${first} · Atención a Socios ${club.name}`
    : `${first} · ${club.name} customer care`;
}

/** The e-mail telling a member that care answered, with the answer itself and the way to the thread. */
export async function sendReplyNotice(
  mail: MailQueue,
  config: Pick<Config, 'club' | 'publicUrl'>,
  to: { email: string; firstName: string; language: Language },
  thread: { id: number; subject: string },
  answer: string,
): Promise<void> {
  const t = TEXTS[to.language];
  const rendered = renderMail({
    language: to.language,
    title: t.replySubject(thread.subject),
    paragraphs: [t.greeting(to.firstName), t.replyBody, answer],
    action: { label: t.replyAction, url: `${config.publicUrl}/messages/${thread.id}` },
    club: config.club,
  });
  await mail.enqueue({ to: to.email, language: to.language, ...rendered });
}
