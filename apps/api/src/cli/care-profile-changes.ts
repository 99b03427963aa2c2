/**
 * `npm run care:profile-changes` lists the open profile changes; `… -- approve <id>` applies one and
 * `… -- reject <id> [--reason "…"]` closes it; both mail the member in their language (through the outbox,
 * which the running API delivers). `--by <name>` records who decided (default: the operator's login name).
 * A thin wrapper over the care desk's service (`/care/profile-changes` does the same with a staff account);
 * every decision is in the audit log. With the embedded database, stop the API first: one data directory
 * must never be open in two processes.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { translateMessage } from '@vida/shared';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { HttpError } from '../lib/http-error.ts';
import { pathId } from '../lib/path-id.ts';
import { createProfileChangesService } from '../modules/care/decisions.service.ts';
import { createProfileChangeDecisions } from '../modules/profile-update/profile-change-decisions.ts';
import { createProfileMailer } from '../modules/profile-update/profile-mails.ts';
import { openCliDatabase } from './open-database.ts';
import { queueOnlyMailer } from './queue-only-mailer.ts';

const USAGE =
  'Usage: npm run care:profile-changes [-- approve <id> | reject <id> [--reason "…"]] [--by <name>]';

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'customer care';
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { by: { type: 'string' }, reason: { type: 'string' } },
});
const [command = 'list', rawId] = positionals;
const id = pathId(rawId ?? '');
if (!['list', 'approve', 'reject'].includes(command) || (command !== 'list' && id === 0)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);
let exitCode = 0;
try {
  await migrateDatabase(database);
  const mail = queueOnlyMailer(database.db, config);
  const service = createProfileChangesService({
    db: database.db,
    changes: createProfileChangeDecisions({
      db: database.db,
      mailer: createProfileMailer(mail, config.club),
    }),
  });
  const actor = { staffId: null, name: values.by ?? operatorName() };
  if (command === 'list') {
    const open = await service.list();
    if (open.length === 0) console.log('No profile changes are waiting.');
    for (const change of open) {
      const who = `${change.member_name} <${change.member_email}>${change.member_number ? `, member ${change.member_number}` : ''}`;
      console.log(`#${change.id}  ${change.requested_at}  due ${change.due_at.slice(0, 10)}  ${who}`);
      for (const { field, before, after } of change.changes) {
        const note = field === 'email' && !change.email_confirmed ? '   (not confirmed yet)' : '';
        console.log(`      ${field}: ${before ?? '(empty)'} → ${after ?? '(empty)'}${note}`);
      }
    }
  } else {
    if (command === 'approve') await service.approve(id, actor);
    else await service.reject(id, actor, values.reason?.trim() || null);
    console.log(
      `Profile change #${id} ${command === 'approve' ? 'approved' : 'rejected'}; the member was mailed.`,
    );
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(translateMessage('en', error.messageKey, error.options.values));
  exitCode = 1;
} finally {
  await database.close();
}
process.exitCode = exitCode;
