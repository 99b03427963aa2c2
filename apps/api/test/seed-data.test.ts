import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../src/db/seed/data/contact-reasons.ts';
import { COUNTRIES } from '../src/db/seed/data/countries.ts';
import { FAQS } from '../src/db/seed/data/faqs.ts';
import { HOTELS } from '../src/db/seed/data/hotels.ts';
import { STATES } from '../src/db/seed/data/states.ts';

// Answers are rendered as HTML, so they must never carry scripts or inline event handlers.
const UNSAFE_HTML = /<script|\son[a-z]+\s*=/i;

describe('seed reference data', () => {
  it('lists the 249 ISO 3166-1 countries once each, with real names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    for (const { code, en, es } of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const name of [en, es]) {
        expect(name.trim()).not.toBe('');
        expect(name).not.toBe(code);
      }
    }
    expect(COUNTRIES.find((c) => c.code === 'MX')).toMatchObject({ en: 'Mexico', es: 'México' });
  });

  it('lists 51 US and 13 Canadian states, unique per country', () => {
    expect(STATES).toHaveLength(64);
    for (const [country, count] of [
      ['US', 51],
      ['CA', 13],
    ] as const) {
      const codes = STATES.filter((s) => s.country === country).map((s) => s.code);
      expect(codes).toHaveLength(count);
      expect(new Set(codes).size).toBe(count);
    }
    for (const { en, es } of STATES) {
      expect(en.trim()).not.toBe('');
      expect(es.trim()).not.toBe('');
    }
  });

  it('has contact reasons in both languages with unique snake_case keys', () => {
    expect(CONTACT_REASONS.length).toBeGreaterThanOrEqual(7);
    expect(CONTACT_REASONS.length).toBeLessThanOrEqual(9);
    expect(new Set(CONTACT_REASONS.map((r) => r.key)).size).toBe(CONTACT_REASONS.length);
    for (const { key, en, es } of CONTACT_REASONS) {
      expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(en.trim()).not.toBe('');
      expect(es.trim()).not.toBe('');
    }
  });

  it('has FAQs in both languages with safe HTML answers', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(10);
    expect(FAQS.length).toBeLessThanOrEqual(12);
    for (const faq of FAQS) {
      for (const { question, answer } of [faq.en, faq.es]) {
        expect(question.trim()).not.toBe('');
        expect(answer.trim()).not.toBe('');
        expect(answer).not.toMatch(UNSAFE_HTML);
        for (const [, href] of answer.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/[^/]/);
      }
    }
  });

  it('has uniquely named hotels', () => {
    expect(HOTELS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(HOTELS.map((h) => h.name)).size).toBe(HOTELS.length);
  });
});
