/**
 * `npm run care:profile-changes` lists the open profile changes; `… -- approve <id>` applies one and
 * `… -- reject <id>` closes it; both mail the member in their language (through the outbox, which the
 * running API delivers). `--by <name>` records who decided (default: the operator's login name). With the
 * embedded database, stop the API first: one data directory must never be open in two processes.
 */
import { userInfo } from 'node:os';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createMailer } from '../lib/mail/mailer.ts';
import {
  approveChange,
  listOpenChanges,
  ProfileChangeError,
  rejectChange,
} from '../modules/profile-update/profile-changes.ts';
import { createProfileMailer } from '../modules/profile-update/profile-mails.ts';
import { openCliDatabase } from './open-database.ts';

const USAGE = 'Usage: npm run care:profile-changes [-- approve <id> | reject <id>] [--by <name>]';

const args = process.argv.slice(2);
const byIndex = args.indexOf('--by');
const decidedBy = (byIndex >= 0 ? args[byIndex + 1] : undefined) ?? operatorName();
const [command = 'list', rawId] =
  byIndex >= 0 ? args.filter((_, i) => i !== byIndex && i !== byIndex + 1) : args;
const id = rawId !== undefined && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
if (!['list', 'approve', 'reject'].includes(command) || (command !== 'list' && id === null)) {
  console.error(USAGE);
  process.exit(2);
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'customer care';
  }
}

const config = loadConfig();
const database = await openCliDatabase(config);
let exitCode = 0;
try {
  await migrateDatabase(database);
  if (command === 'list') {
    const open = await listOpenChanges(database.db);
    if (open.length === 0) console.log('No profile changes are waiting.');
    for (const change of open) {
      const who = `${change.name} <${change.email}>${change.memberNumber ? `, member ${change.memberNumber}` : ''}`;
      console.log(`#${change.id}  ${change.requestedAt.toISOString()}  ${who}`);
      for (const [field, value] of Object.entries(change.fields)) {
        const note = field === 'email' && !change.emailConfirmed ? '   (not confirmed yet)' : '';
        console.log(`      ${field}: ${value ?? '(empty)'}${note}`);
      }
    }
  } else if (id !== null) {
    // Only queues: the API's delivery worker sends what this leaves in the outbox.
    const mail = createMailer({
      db: database.db,
      config,
      log: Fastify({ logger: false }).log,
      transport: null,
    });
    const mailer = createProfileMailer(mail, config.club);
    if (command === 'approve') await approveChange(database.db, mailer, id, decidedBy);
    else await rejectChange(database.db, mailer, id, decidedBy);
    console.log(
      `Profile change #${id} ${command === 'approve' ? 'approved' : 'rejected'}; the member was mailed.`,
    );
  }
} catch (error) {
  if (!(error instanceof ProfileChangeError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exitCode = exitCode;
