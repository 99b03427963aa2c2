import type { Database } from './client.ts';
import { hotStatement } from './prepared.ts';

type VersionRow = { version: string | number };
type AnswerRow = VersionRow & { body: string };

/**
 * The answer of a reference list kept with the version it was built at, and served while the list's version
 * (`reference_versions`, raised by a trigger in the transaction of any change, migration 0014) is the same:
 * a request reads one small row instead of building the list, and the first read after a change builds it
 * afresh. Version and list come from one statement (one snapshot), so a kept answer always matches its
 * version. `bodySql` is a select of one row with a `body` column (text); `transform` turns it into the
 * answer (sorting by a language's rules, for example).
 */
export function versionedAnswer(
  database: Database,
  name: string,
  list: string,
  bodySql: string,
  transform: (body: string) => string = (body) => body,
): () => Promise<string> {
  if (!/^[a-z_]+$/.test(list)) throw new Error(`bad list name ${list}`);
  const versionSql = `coalesce((select v.version from reference_versions v where v.name = '${list}'), 0)`;
  const readVersion = hotStatement<VersionRow, []>(
    database,
    `${name}_version`,
    [],
    `select ${versionSql} as version`,
  );
  const readAnswer = hotStatement<AnswerRow, []>(
    database,
    name,
    [],
    `select ${versionSql} as version, b.body from (${bodySql}) b`,
  );
  let kept: { version: string; answer: string } | undefined;
  return async () => {
    const [current] = await readVersion();
    if (kept && current && String(current.version) === kept.version) return kept.answer;
    const [row] = await readAnswer();
    if (!row) throw new Error(`${name} answered no row`);
    kept = { version: String(row.version), answer: transform(row.body) };
    return kept.answer;
  };
}
