import { messages } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legacyAccounts, users } from '../src/db/schema/index.ts';
import { LEGACY_DEMO } from '../src/db/seed/legacy-demo.ts';
import { importLegacyRows, readLegacyCsv } from '../src/modules/accounts/legacy-import.ts';
import { login, useTestApp } from './support/harness.ts';
import { mailsTo, verifyLinkTo } from './support/mail.ts';

const ctx = useTestApp();
const APP_PASSWORD = 'Vacation#2026';

describe('legacy CSV import', () => {
  it('reads quoted fields and reports the lines it skips', () => {
    const csv =
      'email,member_id,first_name,last_name,password_hash\r\n' +
      `"Rosa.Diaz@Example.com",100900100,"Rosa, M.","Díaz ""la Güera""",${LEGACY_DEMO.passwordHash}\n` +
      `no-email,1,A,B,${LEGACY_DEMO.passwordHash}\n` +
      'plain@example.com,,C,D,plaintext\n' +
      `bad.member@example.com,12x,E,F,${LEGACY_DEMO.passwordHash}\n` +
      `nomember@example.com,,Gil,,${LEGACY_DEMO.passwordHash}\n`;
    const { rows, errors } = readLegacyCsv(csv);
    expect(rows).toEqual([
      {
        email: 'rosa.diaz@example.com',
        memberNumber: '100900100',
        firstName: 'Rosa, M.',
        lastName: 'Díaz "la Güera"',
        passwordHash: LEGACY_DEMO.passwordHash,
      },
      {
        email: 'nomember@example.com',
        memberNumber: null,
        firstName: 'Gil',
        lastName: '',
        passwordHash: LEGACY_DEMO.passwordHash,
      },
    ]);
    expect(errors).toEqual([
      'line 3: not an e-mail address',
      'line 4: password_hash is not a bcrypt hash',
      'line 5: member_id is not a number',
    ]);
    expect(readLegacyCsv('email,first_name\nx@y.z,A').errors).toEqual([
      'missing column(s): last_name, password_hash',
    ]);
  });

  it('imports and refreshes rows, leaving activated ones alone', async () => {
    const { rows } = readLegacyCsv(
      `email,member_id,first_name,last_name,password_hash\nrosa@example.com,1,Rosa,Díaz,${LEGACY_DEMO.passwordHash}\n`,
    );
    expect(await importLegacyRows(ctx.database.db, rows)).toBe(1);
    expect(await importLegacyRows(ctx.database.db, rows)).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(legacyAccounts)
      .where(eq(legacyAccounts.email, 'rosa@example.com'));
    expect(row).toMatchObject({ firstName: 'Rosa', userId: null });
  });
});

describe('sign-in of a previous-app member', () => {
  it('activates with the app password: 403 with a welcome and a link; after verifying, signs in and upgrades the hash', async () => {
    const first = await login(ctx.app, LEGACY_DEMO.email, APP_PASSWORD, { lang: 'es' });
    expect(first.statusCode).toBe(403);
    // A welcome that explains the activation mail, not the "not verified" error (issue 29), at every try
    // before the link is opened.
    expect(first.json()).toEqual({ message: messages.es.previous_app_welcome, code: 'previous_app_welcome' });
    const again = await login(ctx.app, LEGACY_DEMO.email, APP_PASSWORD, { lang: 'en' });
    expect(again.json()).toEqual({ message: messages.en.previous_app_welcome, code: 'previous_app_welcome' });
    const [created] = await ctx.database.db.select().from(users).where(eq(users.email, LEGACY_DEMO.email));
    expect(created).toMatchObject({
      firstName: 'Luis',
      lastName: 'Herrera',
      language: 'es',
      verifiedAt: null,
    });
    expect(created?.passwordHash).toBe(LEGACY_DEMO.passwordHash);
    const mails = await mailsTo(ctx.database.db, LEGACY_DEMO.email);
    expect(mails[0]?.subject).toBe('Confirma tu correo electrónico');

    // Registering now is refused as e-mail in use (the account exists).
    const link = await verifyLinkTo(ctx.database.db, LEGACY_DEMO.email);
    const verified = await ctx.app.inject({ method: 'PUT', url: `/api/v1${link}` });
    expect(verified.statusCode).toBe(200);
    // The verify success page hands this on to the login, which shows this owner the password notice.
    expect(verified.json().data).toMatchObject({ previous_app: true });

    expect((await login(ctx.app, LEGACY_DEMO.email, 'Wrong#Pass1')).statusCode).toBe(400);
    const signedIn = await login(ctx.app, LEGACY_DEMO.email, APP_PASSWORD);
    expect(signedIn.statusCode).toBe(201);
    const [upgraded] = await ctx.database.db.select().from(users).where(eq(users.email, LEGACY_DEMO.email));
    expect(upgraded?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(ctx.app, LEGACY_DEMO.email, APP_PASSWORD)).statusCode).toBe(201);
  });

  it('answers wrong_credentials for a wrong app password and creates nothing', async () => {
    const response = await login(ctx.app, LEGACY_DEMO.email, 'Vacation#2025', { lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('wrong_credentials');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, LEGACY_DEMO.email))).toHaveLength(
      0,
    );
    expect(await mailsTo(ctx.database.db, LEGACY_DEMO.email)).toHaveLength(0);
  });
});
