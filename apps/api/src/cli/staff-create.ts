/**
 * `npm run staff:create -- --email ines@club.example --name "Inés Ramírez" --role agent [--language es]`
 * creates a customer-care staff account and mails its set-password link (through the outbox, which the
 * running API delivers; without SMTP_URL read it at /dev/mailbox). The first admin is made the same way with
 * `--role admin`. With the embedded database, stop the API first: one data directory, one process.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isLanguage } from '@vida/shared';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { createStaffAccount, StaffAccountError } from '../modules/staff/staff-accounts.ts';
import { createStaffAuthRepo } from '../modules/staff/staff-auth.repo.ts';
import { openCliDatabase } from './open-database.ts';
import { queueOnlyMailer } from './queue-only-mailer.ts';

const USAGE =
  'Usage: npm run staff:create -- --email <e-mail> --name <name> --role agent|admin [--language en|es]';

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      language: { type: 'string', default: 'en' },
    },
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exit(2);
}
const { email, name, role, language } = values;
if (
  typeof email !== 'string' ||
  typeof name !== 'string' ||
  (role !== 'agent' && role !== 'admin') ||
  !isLanguage(language)
) {
  console.error(USAGE);
  process.exit(2);
}

function operatorName(): string {
  try {
    return `operator ${userInfo().username}`;
  } catch {
    return 'operator';
  }
}

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  await migrateDatabase(database);
  const mail = queueOnlyMailer(database.db, config);
  const created = await createStaffAccount(
    { db: database.db, repo: createStaffAuthRepo(database.db), mail, config, operator: operatorName() },
    { email, name, role, language },
  );
  console.log(
    `Staff account #${created.id} created for ${email} (${role}); the set-password link was mailed.`,
  );
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
