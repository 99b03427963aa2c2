import { sql } from 'drizzle-orm';
import { legacyAccounts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { isLegacyHash } from '../../lib/passwords.ts';

export interface LegacyRow {
  email: string;
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const COLUMNS = ['email', 'member_id', 'first_name', 'last_name', 'password_hash'] as const;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the previous app's export: a header naming the columns email, member_id, first_name, last_name,
 * password_hash (any order; member_id may be empty). Answers the rows and a message per rejected line.
 */
export function readLegacyCsv(text: string): { rows: LegacyRow[]; errors: string[] } {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { rows: [], errors: ['the file is empty'] };
  const names = header.map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const missing = COLUMNS.filter((c) => c !== 'member_id' && index[c] < 0);
  if (missing.length > 0) return { rows: [], errors: [`missing column(s): ${missing.join(', ')}`] };
  const rows: LegacyRow[] = [];
  const errors: string[] = [];
  lines.forEach((cells, i) => {
    const cell = (name: (typeof COLUMNS)[number]) =>
      index[name] < 0 ? '' : (cells[index[name]] ?? '').trim();
    const line = i + 2;
    const email = cell('email').toLowerCase();
    const memberNumber = cell('member_id');
    const passwordHash = cell('password_hash');
    if (!EMAIL_RE.test(email)) errors.push(`line ${line}: not an e-mail address`);
    else if (!isLegacyHash(passwordHash)) errors.push(`line ${line}: password_hash is not a bcrypt hash`);
    else if (memberNumber !== '' && !/^\d{1,20}$/.test(memberNumber))
      errors.push(`line ${line}: member_id is not a number`);
    else if (!cell('first_name') && !cell('last_name')) errors.push(`line ${line}: no name`);
    else {
      rows.push({
        email,
        memberNumber: memberNumber || null,
        firstName: cell('first_name'),
        lastName: cell('last_name'),
        passwordHash,
      });
    }
  });
  return { rows, errors };
}

/**
 * Inserts or refreshes the rows. A row whose person already activated a portal account is left alone:
 * the portal's account is theirs now.
 */
export async function importLegacyRows(db: DbOrTx, rows: LegacyRow[]): Promise<number> {
  let written = 0;
  for (const row of rows) {
    const result = await db
      .insert(legacyAccounts)
      .values(row)
      .onConflictDoUpdate({
        target: legacyAccounts.email,
        set: {
          memberNumber: row.memberNumber,
          firstName: row.firstName,
          lastName: row.lastName,
          passwordHash: row.passwordHash,
          importedAt: sql`now()`,
        },
        setWhere: sql`${legacyAccounts.userId} is null`,
      })
      .returning({ email: legacyAccounts.email });
    written += result.length;
  }
  return written;
}
