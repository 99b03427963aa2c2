import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Club records of the owners (the vacation club's own data); a user account may be linked to one. */
export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The vida_member_id shown to the member: digits, unique. */
    memberNumber: text('member_number').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E-mail on the club record, lower-cased; a member-id confirmation must match it. */
    email: text().notNull(),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    mobilePhone: text('mobile_phone'),
    homePhone: text('home_phone'),
    city: text(),
    state: text(),
    postalCode: text('postal_code'),
    /** ISO 3166-1 alpha-2 code. */
    country: text(),
    resortName: text('resort_name'),
    affiliation: text(),
    allCommunications: boolean('all_communications').notNull().default(false),
    monthlyCommunications: boolean('monthly_communications').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_email_idx').on(t.email)],
);
