/**
 * Creating a staff account (`npm run staff:create`): the account starts without a password; a set-password
 * link goes out through the outbox in the same transaction, and the first sign-in enrols the authenticator.
 */
import type { StaffCreate } from '@vida/shared';
import { StaffCreateSchema } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { text } from '../../lib/texts.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from './audit.ts';
import type { StaffAuthRepo } from './staff-auth.repo.ts';

export const SET_PASSWORD_LINK_HOURS = 48;

export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

export async function createStaffAccount(
  deps: { db: Db; repo: StaffAuthRepo; mail: Mailer; config: Config; operator: string },
  input: StaffCreate,
): Promise<{ id: number; link: string }> {
  const parsed = StaffCreateSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`);
    throw new StaffAccountError(`Invalid staff account: ${problems.join('; ')}`);
  }
  const account = { ...parsed.data, email: parsed.data.email.toLowerCase() };
  const token = newToken();
  // A fragment, not a query: the token never reaches a server log.
  const link = `${deps.config.publicUrl}/care/set-password#token=${token}`;
  const id = await deps.db.transaction(async (tx) => {
    const created = await deps.repo.create(tx, {
      ...account,
      passwordTokenHash: hashToken(token),
      passwordTokenExpiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000),
    });
    if (created === undefined)
      throw new StaffAccountError(`A staff account with ${account.email} exists already.`);
    const t = (key: Parameters<typeof text>[1], values?: Record<string, string | number>) =>
      text(account.language, key, values);
    const rendered = renderMail({
      language: account.language,
      title: t('care.staffAccountSubject'),
      paragraphs: [
        t('mail.greeting', { name: account.name }),
        t('care.staffAccountBody', { club: deps.config.club.name }),
      ],
      action: { label: t('care.staffAccountAction'), url: link },
      after: [t('care.staffAccountExpiry', { hours: SET_PASSWORD_LINK_HOURS })],
      club: deps.config.club,
      carriesSecret: true,
    });
    await deps.mail.enqueue({ to: account.email, language: account.language, ...rendered }, tx);
    await recordAudit(
      tx,
      { staffId: null, name: deps.operator },
      {
        action: 'staff.created',
        target: `staff:${created}`,
        after: { email: account.email, name: account.name, role: account.role, language: account.language },
      },
    );
    return created;
  });
  return { id, link };
}
