import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their names in both portal languages. */
export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
});

/** States and provinces; only the US and Canada have a list (spec section 9). */
export const states = pgTable(
  'states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    country: text()
      .notNull()
      .references(() => countries.code),
    code: text().notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
  },
  (t) => [unique('states_country_code_key').on(t.country, t.code), index('states_country_idx').on(t.country)],
);

export const contactReasons = pgTable('contact_reasons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Answers are simple HTML written by the club. */
export const faqs = pgTable('faqs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  questionEs: text('question_es').notNull(),
  answerEs: text('answer_es').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const hotels = pgTable('hotels', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

/**
 * A counter per reference list that triggers raise in the transaction of any change to the list (migration
 * 0014), so an answer built from the list can be kept and served while its version is unchanged: it can
 * never be stale (db/versioned-answer.ts).
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
