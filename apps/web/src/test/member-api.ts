/**
 * What every signed-in member page asks the API for, as msw handlers checked by the shared schemas: the
 * profile, the club's settings, the reference lists and the member's stays (the dashboard shows the next one). A test passes what it cares about and adds its own
 * handlers for the rest.
 */

import {
  ClubSchema,
  ContactReasonSchema,
  FaqSchema,
  HotelSchema,
  ProfileSchema,
  ReservationSchema,
} from '@vida/shared';
import { z } from 'zod';
import { type Answer, answer } from './api.ts';
import { clubOf, profileOf } from './render.tsx';

type Input<S extends z.ZodType> = z.input<S>;

export interface MemberWorld {
  /** The profile, or a function of the request that makes it (for a count that changes during the test). */
  profile?: Answer<typeof ProfileSchema>;
  club?: Input<typeof ClubSchema>;
  faqs?: Input<typeof FaqSchema>[];
  contactReasons?: Input<typeof ContactReasonSchema>[];
  hotels?: Input<typeof HotelSchema>[];
  reservations?: Input<typeof ReservationSchema>[];
}

export function memberBasics(world: MemberWorld = {}) {
  return [
    answer('get', '/profile', ProfileSchema, world.profile ?? profileOf()),
    answer('get', '/club', ClubSchema, world.club ?? clubOf()),
    answer('get', '/faqs', z.array(FaqSchema), world.faqs ?? []),
    answer('get', '/contact_reasons', z.array(ContactReasonSchema), world.contactReasons ?? []),
    answer('get', '/reservation_hotels', z.array(HotelSchema), world.hotels ?? []),
    answer('get', '/user_reservations/all', z.array(ReservationSchema), world.reservations ?? []),
  ];
}
