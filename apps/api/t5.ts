import { readFileSync } from 'node:fs';
import { openDatabase } from './src/db/client.ts';
import { migrateDatabase } from './src/db/migrate.ts';
import { seedIfEmpty } from './src/db/seed/seed.ts';

const d = await openDatabase({ databaseUrl: null, dataDir: null });
await migrateDatabase(d);
await seedIfEmpty(d.db);
const c = d.raw.kind === 'pglite' ? d.raw.client : null!;
const src = readFileSync('src/modules/profile/profile.repo.ts', 'utf8');
const text = src.slice(
  src.indexOf('const PROFILE_SQL = `') + 21,
  src.indexOf('`;', src.indexOf('const PROFILE_SQL')),
);
let n = 0;
async function bench(name: string, sqlText: string) {
  const p = `p${n++}`;
  await c.exec(`prepare ${p}(integer) as ${sqlText}`);
  for (let i = 0; i < 100; i++) await c.exec(`execute ${p}(1)`);
  const t = performance.now();
  for (let i = 0; i < 1000; i++) await c.exec(`execute ${p}(1)`);
  console.log(
    name.padEnd(30),
    ((performance.now() - t) / 1000).toFixed(3),
    'ms',
    (await c.exec(`execute ${p}(1)`))[0]!.rows.length,
  );
}
await bench('current', text);
await bench(
  'no to_char',
  text
    .replace("to_char(pi.due_date, 'YYYY-MM-DD')", 'pi.due_date::text')
    .replace(`to_char(ph.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`, `ph.created_at`),
);
const noHist = text
  .replace(
    /left join lateral \(\s*select json_agg\(json_build_object\(\s*'id', ph\.id[\s\S]*?\) history on true/,
    '',
  )
  .replace("coalesce(history.list, '[]'::json)", "'[]'::json");
await bench('no history', noHist);
await bench('select 1', 'select $1::int');
await bench(
  'me only',
  text.slice(0, text.indexOf('today as')).replace(/,\s*$/, '') +
    ` select json_build_object('a', me.id, 'b', me.email, 'c', me.first_name)::text from me`,
);
await d.close();
