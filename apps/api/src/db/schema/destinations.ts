import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Destination highlights of the dashboard carousel, with their texts in both portal languages. */
export const destinationHighlights = pgTable(
  'destination_highlights',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sortOrder: integer('sort_order').notNull().default(0),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    locationEn: text('location_en').notNull(),
    locationEs: text('location_es').notNull(),
    /** Empty: the dashboard card is not clickable. */
    descriptionEn: text('description_en').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    imageLocation: text('image_location').notNull(),
    /** Absolute URLs on the club's site, or `#` (hidden). */
    readMoreLink: text('read_more_link').notNull().default('#'),
    buyLink: text('buy_link').notNull().default('#'),
    logo: text(),
  },
  (t) => [
    check(
      'destination_highlights_image',
      sql`${t.imageLocation} in ('jungle-park', 'palace', 'beach', 'joya', 'reserve')`,
    ),
    check(
      'destination_highlights_logo',
      sql`${t.logo} is null or ${t.logo} in ('jungala', 'joya', 'reserve')`,
    ),
  ],
);
