import { CLUB_TODAY_SQL } from '@vida/shared';
import type { Database } from '../../db/client.ts';
import { type HotArgs, type HotParam, hotStatement, type Sha256Hex } from '../../db/prepared.ts';
import { type MemberAnswer, memberAnswerSql } from './member-answer.ts';
import { ACTIVE_SESSION_SQL, MEMBER_VERSION_SQL } from './session-sql.ts';

/** Reference lists an answer may read, each with its version (migrations 0014, 0015, 0017). */
export type Reference = 'contact_reasons' | 'hotels' | 'destination_highlights';

/** Bounds the memory: a contracts list is about 4 KB, a thread list 2 KB, so some thousands of members. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
const MAX_KEPT_ANSWERS = 20_000;

/** What a kept answer must match: the member's version and the date, and a reference list's version. */
function versionSql(reference: Reference | undefined): string {
  const profile = `${MEMBER_VERSION_SQL} || ' ' || ${CLUB_TODAY_SQL}::text`;
  return reference
    ? `${profile} || ' ' || coalesce((select v.version from reference_versions v where v.name = '${reference}'), 0)::text`
    : profile;
}

type CheckRow = { session_id: number | string; user_id: number; version: string };
type AnswerRow = CheckRow & { body: string | null };
/** `served`: served again since it was kept or last spared from eviction (see `remember`). */
type Kept = MemberAnswer & { version: string; bytes: number; served: boolean };

export interface KeptAnswers {
  entries: Map<string, Kept>;
  bytes: number;
  limits: { bytes: number; answers: number };
  checks: Map<string, (digest: Sha256Hex) => Promise<CheckRow[]>>;
}

export function createKeptAnswers(
  limits = { bytes: MAX_KEPT_BYTES, answers: MAX_KEPT_ANSWERS },
): KeptAnswers {
  return { entries: new Map(), bytes: 0, limits, checks: new Map() };
}

const perDatabase = new WeakMap<Database, KeptAnswers>();

function keptAnswersOf(database: Database): KeptAnswers {
  let kept = perDatabase.get(database);
  if (!kept) {
    kept = createKeptAnswers();
    perDatabase.set(database, kept);
  }
  return kept;
}

/** The small statement that checks a session and reads the version; one per kind of version. */
function checkOf(database: Database, kept: KeptAnswers, reference: Reference | undefined) {
  const name = `member_version${reference ? `_${reference}` : ''}`;
  let check = kept.checks.get(name);
  if (!check) {
    check = hotStatement<CheckRow, ['digest']>(
      database,
      name,
      ['digest'],
      `with s as (${ACTIVE_SESSION_SQL}) select s.id as session_id, s.user_id, (${versionSql(reference)}) as version from s`,
    );
    kept.checks.set(name, check);
  }
  return check;
}

function forget(kept: KeptAnswers, key: string): void {
  const entry = kept.entries.get(key);
  if (!entry) return;
  kept.entries.delete(key);
  kept.bytes -= entry.bytes;
}

/**
 * Keeps `entry`, making room by evicting the oldest first (a Map iterates in insertion order), but with a
 * second chance: an entry served since it was last passed here moves to the back once instead of going.
 * Serving an entry only flags it: moving it to the back on every hit (delete and set) made the Map rebuild
 * its table again and again under load, a quarter of what a request left for the full garbage collections.
 */
export function remember(kept: KeptAnswers, key: string, entry: Kept): void {
  forget(kept, key);
  for (const [oldestKey, oldest] of kept.entries) {
    if (kept.bytes + entry.bytes <= kept.limits.bytes && kept.entries.size < kept.limits.answers) break;
    if (oldest.served) {
      oldest.served = false;
      kept.entries.delete(oldestKey);
      kept.entries.set(oldestKey, oldest);
    } else {
      forget(kept, oldestKey);
    }
  }
  kept.entries.set(key, entry);
  kept.bytes += entry.bytes;
}

/**
 * A member's answer (as memberAnswerStatement builds it) kept by this process with the version of what it
 * was built from, and served again while the database confirms that version unchanged. The version is the
 * member's profile version (raised by triggers on every write to their records, migration 0006), the date
 * (answers count payments due by today) and, for answers that name contact reasons, that list's version
 * (migration 0015). Every request still goes to the database: the session is checked each time, together
 * with the version, in one small statement; only the building of the JSON is saved. Body and version come
 * from one statement (one snapshot), so a kept answer always matches its version, and several API processes
 * each keep their own copies safely. The first read after a change builds the answer afresh.
 *
 * `reference` names a list the body reads besides the member's own records.
 */
export function keptMemberAnswer<const P extends readonly HotParam[]>(
  database: Database,
  name: string,
  params: P,
  bodySql: string,
  reference?: Reference,
): (...args: HotArgs<['digest', ...P]>) => Promise<MemberAnswer | undefined> {
  const kept = keptAnswersOf(database);
  const check = checkOf(database, kept, reference);
  const build = hotStatement<AnswerRow, ['digest', ...P]>(
    database,
    name,
    ['digest', ...params],
    memberAnswerSql(bodySql, `(${versionSql(reference)}) as version`),
  );
  return async (...args) => {
    const [digest] = args;
    const key = `${name} ${args.join(' ')}`;
    const known = kept.entries.get(key);
    if (known) {
      const [current] = await check(digest);
      if (!current) {
        forget(kept, key);
        return undefined;
      }
      if (current.version === known.version && current.user_id === known.userId) {
        known.served = true;
        return { sessionId: Number(current.session_id), userId: known.userId, body: known.body };
      }
    }
    const [row] = await build(...args);
    if (!row) {
      forget(kept, key);
      return undefined;
    }
    const answer = { sessionId: Number(row.session_id), userId: row.user_id, body: row.body };
    remember(kept, key, {
      ...answer,
      version: row.version,
      bytes: key.length + (row.body?.length ?? 0),
      served: false,
    });
    return answer;
  };
}
