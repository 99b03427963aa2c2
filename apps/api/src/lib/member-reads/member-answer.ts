import { NOT_FOUND_CODE } from '@vida/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type HotArgs, type HotParam, hotStatement } from '../../db/prepared.ts';
import { HttpError } from '../http-error.ts';
import { sendJsonText } from '../json-text.ts';
import { ACTIVE_SESSION_SQL } from './session-sql.ts';

/**
 * A member's GET answered in one round trip, as GET /profile and /messages are: the bearer check
 * (ACTIVE_SESSION_SQL) and the whole JSON answer, built by PostgreSQL, in one prepared and batched statement
 * (db/prepared.ts). `bodySql` is an SQL expression of type json that may read `s.user_id` (the session's
 * member) and the statement's further values as `$2`, `$3`, …; it is null for "not found". Like those hot
 * reads, routes answered this way sit outside `requireAuth`; `sendMemberAnswer` counts them against the
 * per-member ceiling.
 */
export interface MemberAnswer {
  sessionId: number;
  userId: number;
  /** The answer as JSON text; null: the member has no such thing. */
  body: string | null;
}

type Row = { session_id: number | string; user_id: number; body: string | null };

/** `columns` adds columns to the answer's row (a kept answer's version, for one). */
export function memberAnswerSql(bodySql: string, columns?: string): string {
  return `
with s as (${ACTIVE_SESSION_SQL})
select s.id as session_id, s.user_id, (${bodySql})::text as body${columns ? `, ${columns}` : ''}
from s`;
}

/** The statement; its answer is undefined when the token names no active session. */
export function memberAnswerStatement<const P extends readonly HotParam[]>(
  database: Database,
  name: string,
  params: P,
  bodySql: string,
): (...args: HotArgs<['digest', ...P]>) => Promise<MemberAnswer | undefined> {
  const run = hotStatement<Row, ['digest', ...P]>(
    database,
    name,
    ['digest', ...params],
    memberAnswerSql(bodySql),
  );
  return async (...args) => {
    const [row] = await run(...args);
    return row && { sessionId: Number(row.session_id), userId: Number(row.user_id), body: row.body };
  };
}

/**
 * Sends the answer as is: 401 without a session, 429 past the member's request ceiling, 404 (code 604, or
 * `notFound`'s error) when the body is null. Sets `request.user` for the logs and counts the request, as
 * `requireAuth` would have.
 */
export async function sendMemberAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: MemberAnswer | undefined,
  notFound: () => HttpError = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE }),
): Promise<FastifyReply> {
  if (!answer) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
  request.user = { id: answer.userId, sessionId: answer.sessionId };
  await request.server.countMemberRequest(answer.userId);
  if (answer.body === null) throw notFound();
  return sendJsonText(reply, answer.body);
}
