import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, varchar } from 'drizzle-orm/pg-core';

/** A portal language as stored: reads come back as `Language`, so nothing narrows them again. */
export const languageColumn = () => varchar({ length: 2 }).$type<Language>();

/** The database refuses any other value, whoever writes (a CLI, an import, a hand-made fix). */
export const languageCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('en', 'es')`);
