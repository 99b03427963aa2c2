import {
  ContactReasonSchema,
  CountryOptionSchema,
  dataEnvelope,
  HotelSchema,
  StateOptionSchema,
} from '@vida/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_REASONS } from '../src/db/seed/data/contact-reasons.ts';
import { HOTELS } from '../src/db/seed/data/hotels.ts';
import { STATES } from '../src/db/seed/data/states.ts';
import { type Lang, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

async function list<T extends z.ZodType>(url: string, schema: T, lang: Lang): Promise<z.infer<T>[]> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode).toBe(200);
  return dataEnvelope(z.array(schema)).parse(response.json()).data;
}

describe('public reference lists', () => {
  it('countries: 249 per language, named and sorted in that language', async () => {
    const en = await list('/api/v1/countries', CountryOptionSchema, 'en');
    const es = await list('/api/v1/countries', CountryOptionSchema, 'es-MX,es;q=0.9' as Lang);
    expect(en).toHaveLength(249);
    expect(es).toHaveLength(249);
    expect(en.find((c) => c.value === 'MX')).toMatchObject({ label: 'Mexico', language: 'en' });
    expect(es.find((c) => c.value === 'MX')).toMatchObject({ label: 'México', language: 'es' });
    expect(es.find((c) => c.value === 'US')?.label).toMatch(/Estados Unidos/);
    const labels = es.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es-MX').compare));
  });

  it('countries: a changed name is served on the next read (the kept answer follows the list’s version)', async () => {
    const before = await list('/api/v1/countries', CountryOptionSchema, 'es');
    await ctx.database.db.execute(sql`update countries set name_es = 'Aaa México' where code = 'MX'`);
    try {
      const after = await list('/api/v1/countries', CountryOptionSchema, 'es');
      expect(after.find((c) => c.value === 'MX')?.label).toBe('Aaa México');
      expect(after[0]?.value).toBe('MX');
    } finally {
      await ctx.database.db.execute(sql`update countries set name_es = 'México' where code = 'MX'`);
    }
    expect(await list('/api/v1/countries', CountryOptionSchema, 'es')).toEqual(before);
  });

  it('states: the US and Canada, filterable by country', async () => {
    const all = await list('/api/v1/states', StateOptionSchema, 'es');
    expect(all).toHaveLength(STATES.length);
    const canada = await list('/api/v1/states?country=CA', StateOptionSchema, 'en');
    expect(canada.length).toBeGreaterThan(0);
    for (const s of canada) expect(s.country).toBe('CA');
  });

  it('contact reasons and hotels in the request language', async () => {
    const reasonsEs = await list('/api/v1/contact_reasons', ContactReasonSchema, 'es');
    expect(reasonsEs.map((r) => r.name)).toEqual(CONTACT_REASONS.map((r) => r.es));
    const reasonsEn = await list('/api/v1/contact_reasons', ContactReasonSchema, 'en');
    expect(reasonsEn.map((r) => r.name)).toEqual(CONTACT_REASONS.map((r) => r.en));
    const hotels = await list('/api/v1/reservation_hotels', HotelSchema, 'en');
    expect(hotels.map((h) => h.name).sort()).toEqual(HOTELS.map((h) => h.name).sort());
  });

  it('default to English for any other language', async () => {
    const fr = await list('/api/v1/contact_reasons', ContactReasonSchema, 'fr-FR' as Lang);
    expect(fr.map((r) => r.name)).toEqual(CONTACT_REASONS.map((r) => r.en));
  });
});
