/** The API's answers a member page reads, as plain data: usable from any test, with or without a DOM. */
import type { ClubSchema, ProfileSchema } from '@vida/shared';
import type { z } from 'zod';

type ClubAnswer = z.input<typeof ClubSchema>;
type ProfileAnswer = z.input<typeof ProfileSchema>;

/** GET /club's answer, with what a test cares about overridden. */
export function clubOf(overrides: Partial<ClubAnswer> = {}): ClubAnswer {
  return {
    name: 'Vida Vacations',
    care_phone: '800 000 8432',
    care_email: 'care@example.com',
    address: 'Av. Ejemplo 100, Zona Hotelera, 77500 Cancún, Q. Roo, México',
    care_time_zone: 'CST',
    precheckin_url: 'https://checkin.example/',
    care_hours: [],
    club_site_url: 'https://club.example',
    media_base_url: '/media',
    ...overrides,
  };
}

/**
 * GET /profile's answer. Overrides stay loose for the tests that feed a fetch double on purpose with partial
 * contracts; a test serving it through `answer` (test/api.ts) has it checked against ProfileSchema there.
 */
export function profileOf(overrides: Record<string, unknown> = {}): ProfileAnswer {
  const profile = {
    user_id: 1,
    vida_member_id: '100200300',
    first_name: 'Ana',
    last_name: 'García',
    email: 'ana.garcia@example.com',
    address_line_1: null,
    address_line_2: null,
    mobile_phone: null,
    home_phone: null,
    all_communications: true,
    monthly_communications: false,
    due_reminders: true,
    language_id: 'es',
    resort_name: 'Grand Luxxe',
    contracts: [],
    faqs: [],
    unread_messages: 2,
    guests: [],
    country: 'MX',
    payments: 1,
    affiliation: null,
    states: null,
    city: null,
    postal_code: null,
    ...overrides,
  };
  return profile as ProfileAnswer;
}
