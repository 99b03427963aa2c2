import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { type RenderMailInput, renderMail } from './layout.ts';
import type { Mailer } from './mailer.ts';

/**
 * Lays `content` out in the recipient's language with the club's footer and queues it, inside `tx` when the
 * write that causes the mail has one (they commit together).
 */
export async function queueRenderedMail(
  mail: Pick<Mailer, 'enqueue'>,
  club: Config['club'],
  to: { email: string; language: Language },
  content: Omit<RenderMailInput, 'language' | 'club'>,
  tx?: DbOrTx,
): Promise<void> {
  const rendered = renderMail({ language: to.language, club, ...content });
  await mail.enqueue({ to: to.email, language: to.language, ...rendered }, tx);
}
