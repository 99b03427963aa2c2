import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { luhnValid } from '@vida/shared';

/**
 * 13–19 digits, possibly grouped by spaces or dashes, standing on their own: not part of a longer number, nor
 * of a hex hash or a UUID (random hex often holds a long run of digits, a tenth of them Luhn-valid).
 */
const DIGIT_RUN = /(?<![\w.-])(?:\d[ -]?){12,18}\d(?![\w.-])/g;
/** A CVV/CVN field with a value, whatever the spelling or the serialisation. */
const CVV_FIELD = /\b(?:card_)?cv[vnc]2?\b["']?\s*[:=]\s*["']?\d{3,4}\b/gi;
/** Log timestamps (pino's epoch milliseconds) are numbers of that length too, and never card data. */
const LOG_NOISE = /"(?:time|pid)":\d+/g;

/** Card numbers (Luhn-valid 13–19 digits) and CVVs found in a text, each with where it was found. */
export function cardDataIn(text: string, where: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(LOG_NOISE, '').matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) {
      found.push(`${where}: a Luhn-valid number ending in ${digits.slice(-4)}`);
    }
  }
  // Only the field's name is reported: the finding itself must not repeat the secret.
  for (const match of text.matchAll(CVV_FIELD)) {
    found.push(`${where}: a CVV field (${/[a-z_2]+/i.exec(match[0])?.[0]})`);
  }
  return found;
}

/**
 * After the browser suite (which types real test card numbers and CVVs on the provider's page): every row
 * of every table of the portal's database and the server's log, searched for card numbers and CVVs. The
 * sandbox's own store is the provider's business and is not searched.
 */
export async function scanPortalForCardData(dataDir: string): Promise<string[]> {
  const found = cardDataIn(await readFile(join(dataDir, 'server.log'), 'utf8').catch(() => ''), 'server.log');
  const db = new PGlite(join(dataDir, 'db'));
  try {
    const tables = await db.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    for (const { name } of tables.rows) {
      const rows = await db.query<{ row: string }>(`select t::text as row from ${name} t`);
      for (const { row } of rows.rows) found.push(...cardDataIn(row, `table ${name}`));
    }
  } finally {
    await db.close();
  }
  return found;
}
