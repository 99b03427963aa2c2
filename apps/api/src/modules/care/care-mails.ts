import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { queueRenderedMail } from '../../lib/mail/queue-rendered.ts';
import { text, textsIn } from '../../lib/texts.ts';

/** Who the answer comes from, in the member's language (as the messages centre names customer care). */
export function careSignature(language: Language, club: Config['club'], staffName: string): string {
  const name = staffName.split(' ')[0] ?? staffName;
  return text(language, 'care.staffSignature', { name, club: club.name });
}

/**
 * The e-mail telling a member that care answered, with the answer itself and the way to the thread, queued
 * in the answer's transaction.
 */
export async function sendReplyNotice(
  mail: Pick<Mailer, 'enqueue'>,
  tx: DbOrTx,
  config: Pick<Config, 'club' | 'publicUrl'>,
  to: { email: string; firstName: string; language: Language },
  thread: { id: number; subject: string },
  answer: string,
): Promise<void> {
  const t = textsIn(to.language);
  await queueRenderedMail(
    mail,
    config.club,
    to,
    {
      title: t('care.answerSubject', { subject: thread.subject }),
      paragraphs: [t('mail.greeting', { name: to.firstName }), t('care.answerBody'), answer],
      action: { label: t('care.answerAction'), url: `${config.publicUrl}/messages/${thread.id}` },
    },
    tx,
  );
}
