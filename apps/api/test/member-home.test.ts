import {
  ContactReasonSchema,
  CreditCardListSchema,
  DestinationHighlightListSchema,
  DestinationHighlightSchema,
  dataEnvelope,
  ExchangesDataSchema,
  HotelSchema,
  NOT_FOUND_CODE,
} from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditCards, destinationHighlights, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { seedIfEmpty } from '../src/db/seed/seed-database.ts';
import { bearer, buildTestApp, type Lang, signIn, testConfig, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

async function get(url: string, token: string | null, lang: Lang = 'en') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? bearer(token, lang) : { 'accept-language': lang },
  });
}

async function tokenOf(email: string): Promise<string> {
  return (await signIn(ctx.app, email)).access_token;
}

describe('member routes need a session', () => {
  it.each(['/credit_cards', '/destination_highlights', '/destination_highlights/1', '/exchanges'])(
    'GET %s answers 401 without a token, in the request language',
    async (url) => {
      for (const lang of ['en', 'es'] as const) {
        const response = await get(url, null, lang);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      }
      expect((await get(url, null, 'es')).json().message).not.toBe(
        (await get(url, null, 'en')).json().message,
      );
      const bad = await get(url, 'x'.repeat(43));
      expect(bad.statusCode).toBe(401);
    },
  );
});

describe('GET /api/v1/credit_cards', () => {
  it('lists Ana’s two active cards, the default Visa first, masked, without token or CVV', async () => {
    const response = await get('/credit_cards?page=1&per_page=1000', await tokenOf(DEMO_ACCOUNTS.ana));
    expect(response.statusCode).toBe(200);
    const body = CreditCardListSchema.strict().parse(response.json());
    expect(body.meta).toEqual({ page: 1, per_page: 1000, total: 2 });
    expect(body.data.map((c) => [c.card_type, c.is_default, c.card_number, c.status])).toEqual([
      ['visa', true, '•••• 4242', 1],
      ['mastercard', false, '•••• 5454', 1],
    ]);
    for (const card of body.data) {
      expect(CreditCardListSchema.shape.data.element.strict().safeParse(card).success).toBe(true);
      expect(card.exp_month).toBeGreaterThanOrEqual(1);
      expect(card.exp_year).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    }
    expect(response.body).not.toMatch(/card_token|7001000000|7002000000|cvv/i);
    expect(response.body).not.toMatch(/\d{12,}/);
  });

  it('defaults to page 1 of 1000, pages, and refuses bad paging with 400', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    expect(CreditCardListSchema.parse((await get('/credit_cards', token)).json()).meta).toEqual({
      page: 1,
      per_page: 1000,
      total: 2,
    });
    const second = CreditCardListSchema.parse((await get('/credit_cards?page=2&per_page=1', token)).json());
    expect(second.data.map((c) => c.card_type)).toEqual(['mastercard']);
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    for (const query of ['page=0', 'per_page=1001', 'page=abc', 'per_page=-1']) {
      const response = await get(`/credit_cards?${query}`, token, 'es');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('keeps members apart: John sees only his card, the guest none', async () => {
    const john = CreditCardListSchema.parse(
      (await get('/credit_cards', await tokenOf(DEMO_ACCOUNTS.john))).json(),
    );
    expect(john.data.map((c) => c.card_number)).toEqual(['•••• 1881']);
    expect(JSON.stringify(john)).not.toMatch(/García|4242|5454/);
    const [ana] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.ana));
    const anaCardIds = (
      await ctx.database.db
        .select({ id: creditCards.id })
        .from(creditCards)
        .where(eq(creditCards.userId, ana?.id ?? 0))
    ).map((c) => c.id);
    for (const card of john.data) expect(anaCardIds).not.toContain(card.id);

    const guest = CreditCardListSchema.parse(
      (await get('/credit_cards', await tokenOf(DEMO_ACCOUNTS.guest))).json(),
    );
    expect(guest).toEqual({ data: [], meta: { page: 1, per_page: 1000, total: 0 } });
  });
});

describe('GET /api/v1/destination_highlights', () => {
  it('lists the five destinations in order under data.data, in English and Spanish', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const en = dataEnvelope(DestinationHighlightListSchema).parse(
      (await get('/destination_highlights', token, 'en')).json(),
    ).data.data;
    const es = dataEnvelope(DestinationHighlightListSchema).parse(
      (await get('/destination_highlights', token, 'es')).json(),
    ).data.data;
    expect(en.map((d) => [d.name, d.image_location, d.logo])).toEqual([
      ['Jungala', 'jungle-park', 'jungala'],
      ['Palacio Maya', 'palace', null],
      ['Beachland', 'beach', null],
      ['Cirque du Soleil JOYA', 'joya', 'joya'],
      ['The Reserve', 'reserve', 'reserve'],
    ]);
    expect(es.map((d) => d.id)).toEqual(en.map((d) => d.id));
    // Beachland has no description (its card does not open); the others differ by language.
    expect(en[2]?.description).toBe('');
    expect(es[2]?.description).toBe('');
    for (const i of [0, 1, 3, 4]) {
      expect(en[i]?.description).not.toBe('');
      expect(es[i]?.description).not.toBe(en[i]?.description);
    }
    // Jungala sells tickets; JOYA has no read-more; links are absolute on the club's site or '#'.
    expect(en[0]?.buy_link).toMatch(/^https:\/\/www\.vidavacations\.com\//);
    expect(en[3]?.read_more_link).toBe('#');
    for (const d of en) {
      for (const link of [d.read_more_link, d.buy_link])
        expect(link).toMatch(/^(#|https:\/\/www\.vidavacations\.com\/)/);
      expect(DestinationHighlightSchema.strict().safeParse(d).success).toBe(true);
    }
  });

  it('are added to a database seeded before they existed, at start-up', async () => {
    await ctx.database.db.delete(destinationHighlights);
    expect(await seedIfEmpty(ctx.database.db)).toBe(false);
    const list = dataEnvelope(DestinationHighlightListSchema).parse(
      (await get('/destination_highlights', await tokenOf(DEMO_ACCOUNTS.ana))).json(),
    ).data.data;
    expect(list.map((d) => d.name)).toEqual([
      'Jungala',
      'Palacio Maya',
      'Beachland',
      'Cirque du Soleil JOYA',
      'The Reserve',
    ]);
  });

  it('gives one destination by id in the request language, 404 with code 604 otherwise', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const list = dataEnvelope(DestinationHighlightListSchema).parse(
      (await get('/destination_highlights', token, 'es')).json(),
    ).data.data;
    const joya = list[3];
    if (!joya) throw new Error('no fourth destination');
    const one = await get(`/destination_highlights/${joya.id}`, token, 'es');
    expect(one.statusCode).toBe(200);
    expect(dataEnvelope(DestinationHighlightSchema.strict()).parse(one.json()).data).toEqual(joya);
    const en = dataEnvelope(DestinationHighlightSchema).parse(
      (await get(`/destination_highlights/${joya.id}`, token, 'en')).json(),
    ).data;
    expect(en.description).not.toBe(joya.description);

    for (const id of ['999999', '0', 'abc', '-1', '1e3', '99999999999999999999']) {
      for (const lang of ['en', 'es'] as const) {
        const response = await get(`/destination_highlights/${id}`, token, lang);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({
          message: lang === 'es' ? expect.any(String) : 'Not found.',
          code: NOT_FOUND_CODE,
        });
      }
    }
  });
});

describe('GET /api/v1/exchanges', () => {
  const types = async (email: string) => {
    const response = await get('/exchanges', await tokenOf(email));
    expect(response.statusCode).toBe(200);
    return dataEnvelope(ExchangesDataSchema).parse(response.json()).data;
  };

  it('answers each member’s memberships as the first element of data', async () => {
    const ana = await types(DEMO_ACCOUNTS.ana);
    expect(ana).toHaveLength(1);
    expect(ana[0]?.map((m) => m.MembershipType)).toEqual(['RCI', 'Interval', 'SFX', 'VIDA LIFESTYLE']);
    expect(ana[0]?.[0]?.membership_number).toMatch(/\d/);
    const john = await types(DEMO_ACCOUNTS.john);
    expect(john[0]?.map((m) => m.MembershipType)).toEqual([
      'RCI',
      'Interval',
      'DAE',
      'ICE Gallery',
      'ThirdHome International',
      'The Registry Collection',
    ]);
    const anaNumbers = new Set(ana[0]?.map((m) => m.membership_number));
    for (const m of john[0] ?? []) expect(anaNumbers.has(m.membership_number)).toBe(false);
  });

  it('answers an empty list for an account without a club record', async () => {
    expect(await types(DEMO_ACCOUNTS.guest)).toEqual([]);
  });
});

describe('public lists in the request language', () => {
  it('localises contact reasons and keeps hotels the same in both languages', async () => {
    const lists = async (lang: Lang) => ({
      reasons: dataEnvelope(z.array(ContactReasonSchema.strict())).parse(
        (await get('/contact_reasons', null, lang)).json(),
      ).data,
      hotels: dataEnvelope(z.array(HotelSchema.strict())).parse(
        (await get('/reservation_hotels', null, lang)).json(),
      ).data,
    });
    const en = await lists('en');
    const es = await lists('es');
    expect(es.reasons.map((r) => r.id)).toEqual(en.reasons.map((r) => r.id));
    expect(es.reasons.map((r) => r.name)).not.toEqual(en.reasons.map((r) => r.name));
    expect(es.hotels).toEqual(en.hotels);
    expect(en.hotels.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/club and the media origin', () => {
  it('answers the club site and media base, and the CSP allows a CDN given as MEDIA_BASE_URL', async () => {
    const local = await get('/club', null);
    expect(local.json().data).toMatchObject({
      club_site_url: 'https://www.vidavacations.com',
      media_base_url: '/media',
    });
    expect(local.headers['content-security-policy']).toContain("media-src 'self';");

    const app = await buildTestApp({
      config: testConfig({
        MEDIA_BASE_URL: 'https://cdn.club.example/vida/',
        CLUB_SITE_URL: 'https://club.example/',
      }),
      database: ctx.database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/club' });
      expect(response.json().data).toMatchObject({
        club_site_url: 'https://club.example/',
        media_base_url: 'https://cdn.club.example/vida',
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("media-src 'self' https://cdn.club.example;");
      // Beside the device-fingerprint host, which the card and payment forms load images from.
      expect(csp).toMatch(/img-src 'self' data: blob: [^;]*https:\/\/cdn\.club\.example;/);
    } finally {
      await app.close();
    }
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths['/api/v1/profile'])).toEqual(expect.arrayContaining(['get', 'put']));
    for (const path of [
      '/api/v1/profile/email-confirmation',
      '/api/v1/credit_cards',
      '/api/v1/destination_highlights',
      '/api/v1/destination_highlights/{id}',
      '/api/v1/exchanges',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
  });
});
