/**
 * Creating a staff account (`npm run staff:create`): the account starts without a password; a set-password
 * link goes out through the outbox in the same transaction, and the first sign-in enrols the authenticator.
 */
import type { Language, StaffCreate } from '@vida/shared';
import { StaffCreateSchema } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { renderMail } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAudit } from './audit.ts';
import type { StaffAuthRepo } from './staff-auth.repo.ts';

export const SET_PASSWORD_LINK_HOURS = 48;

const TEXTS = {
  en: {
    subject: 'Your customer-care desk account',
    greeting: (name: string) => `Hello ${name},`,
    body: (club: string) =>
      `An account on the ${club} customer-care desk was created for you. Choose your password to start; at your first sign-in you will add the desk to an authenticator app (such as Google Authenticator or 1Password) by scanning a QR code.`,
    action: 'Choose my password',
    expiry: `The link works once, for ${SET_PASSWORD_LINK_HOURS} hours.`,
  },
  es: {
    subject: 'Tu cuenta del escritorio de atención a socios',
    greeting: (name: string) => `Hola ${name}:`,
    body: (club: string) =>
      `Creamos para ti una cuenta en el escritorio de atención a socios de ${club}. Elige tu contraseña para empezar; al iniciar sesión por primera vez agregarás el escritorio a una app de autenticación (como Google Authenticator o 1Password) escaneando un código QR.`,
    action: 'Elegir mi contraseña',
    expiry: `El enlace funciona una sola vez, durante ${SET_PASSWORD_LINK_HOURS} horas.`,
  },
} as const satisfies Record<Language, unknown>;

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
    const t = TEXTS[account.language];
    const rendered = renderMail({
      language: account.language,
      title: t.subject,
      paragraphs: [t.greeting(account.name), t.body(deps.config.club.name)],
      action: { label: t.action, url: link },
      after: [t.expiry],
      club: deps.config.club,
    });
    await deps.mail.within(tx).enqueue({ to: account.email, language: account.language, ...rendered });
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
