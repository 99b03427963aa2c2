import { ReservationRequestSchema } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { type StayRequester, toStayRequest } from '../src/modules/reservations/stay-request.ts';

const hotel = { id: 3, name: 'Vida Riviera' };
const member: StayRequester = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.com',
  language: 'es',
  memberNumber: 'M-1001',
  mobilePhone: null,
  homePhone: '+52 55 1234 5678',
  country: 'MX',
};
const stay = {
  destination: 3,
  arriving_date: '2099-03-01',
  departing_date: '2099-03-08',
  guests: 4,
  unit_type: 'two_bedroom',
  travelers: [
    { age: 'adult', first_name: 'Luis', last_name: 'Pérez', email: 'Luis@Example.COM' },
    { age: 'child', first_name: 'Eva', last_name: 'Pérez', email: null },
  ],
};
const body = (extra: Record<string, unknown>) => ReservationRequestSchema.parse({ ...stay, ...extra });

describe('toStayRequest (the one mapping from request body to stored request)', () => {
  it('takes a member’s contact data and language from the account and the club record', () => {
    const request = toStayRequest(7, body({ is_member: true, first_name: 'Typed' }), member, hotel, 'en');
    expect(request).toEqual({
      userId: 7,
      isMember: true,
      memberNumber: 'M-1001',
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana.garcia@example.com',
      // No mobile phone on the club record: the home phone.
      phone: '+52 55 1234 5678',
      country: 'MX',
      language: 'es',
      hotelId: 3,
      hotel: 'Vida Riviera',
      arrivingDate: '2099-03-01',
      departingDate: '2099-03-08',
      guests: 4,
      adults: 3,
      children: 1,
      unitType: 'two_bedroom',
      roomType: 'Suite de dos recámaras',
      promoCode: null,
      addTransportation: false,
      flexibleDates: true,
      flexibleDestinations: true,
      travelers: [
        { age: 'adult', first_name: 'Luis', last_name: 'Pérez', email: 'luis@example.com' },
        { age: 'child', first_name: 'Eva', last_name: 'Pérez', email: null },
      ],
    });
  });

  it('takes a non-member’s typed contact data as given, e-mail lower-cased, in the request language', () => {
    const request = toStayRequest(
      7,
      body({
        is_member: false,
        first_name: 'John',
        last_name: 'Smith',
        email: 'John.Smith@Example.com',
        phone: '+1 305 555 0100',
        country: 'US',
        promo_code: 'SPRING',
        add_transportation: true,
        flexible_dates: false,
      }),
      member,
      hotel,
      'en',
    );
    expect(request).toMatchObject({
      isMember: false,
      firstName: 'John',
      lastName: 'Smith',
      email: 'john.smith@example.com',
      phone: '+1 305 555 0100',
      country: 'US',
      language: 'en',
      roomType: 'Two Bedroom Suite',
      promoCode: 'SPRING',
      addTransportation: true,
      flexibleDates: false,
    });
  });

  it('counts at least one adult, whatever the travellers say', () => {
    const children = Array.from({ length: 3 }, () => ({
      age: 'child',
      first_name: 'Kid',
      last_name: 'Pérez',
      email: null,
    }));
    const request = toStayRequest(
      7,
      body({ is_member: true, guests: 2, travelers: children }),
      member,
      hotel,
      'es',
    );
    expect(request).toMatchObject({ guests: 2, adults: 1, children: 3 });
  });
});
