import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../src/db/seed/data/contact-reasons.ts';
import { COUNTRIES } from '../src/db/seed/data/countries.ts';
import { DEMO_EXCHANGE_MEMBERSHIPS, DEMO_MEMBERS, DEMO_USERS } from '../src/db/seed/data/demo-accounts.ts';
import { DEMO_CARDS } from '../src/db/seed/data/demo-cards.ts';
import {
  DEMO_CONTRACTS,
  DEMO_PAYMENT_HISTORY,
  DEMO_PAYMENT_ITEMS,
  DEMO_PORTAL_ORDERS,
} from '../src/db/seed/data/demo-contracts.ts';
import { DEMO_MESSAGES } from '../src/db/seed/data/demo-messages.ts';
import { DEMO_GUESTS, DEMO_RESERVATIONS } from '../src/db/seed/data/demo-reservations.ts';
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

// The loader resolves these names on every seed; checking them here points at the data file before a test
// run fails on seeding.
describe('seed demo data', () => {
  const memberNumbers = new Set(DEMO_MEMBERS.map((m) => m.memberNumber));
  const emails = new Set(DEMO_USERS.map((u) => u.email));
  const contractNumbers = new Set(DEMO_CONTRACTS.map((c) => c.contractNumber));

  it('names each member, account and contract once', () => {
    expect(memberNumbers.size).toBe(DEMO_MEMBERS.length);
    expect(emails.size).toBe(DEMO_USERS.length);
    expect(contractNumbers.size).toBe(DEMO_CONTRACTS.length);
  });

  it('names only members, accounts, contracts, hotels and contact reasons that exist', () => {
    const hotels = new Set(HOTELS.map((h) => h.name));
    const reasons = new Set(CONTACT_REASONS.map((r) => r.key));
    for (const { member } of [...DEMO_USERS, ...DEMO_CONTRACTS, ...DEMO_EXCHANGE_MEMBERSHIPS]) {
      if (member !== undefined) expect(memberNumbers).toContain(member);
    }
    for (const { contract } of [...DEMO_PAYMENT_ITEMS, ...DEMO_PAYMENT_HISTORY, ...DEMO_PORTAL_ORDERS]) {
      expect(contractNumbers).toContain(contract);
    }
    for (const { user } of [...DEMO_CARDS, ...DEMO_GUESTS, ...DEMO_MESSAGES, ...DEMO_PORTAL_ORDERS]) {
      expect(emails).toContain(user);
    }
    for (const { user, hotel } of DEMO_RESERVATIONS) {
      if (user !== null) expect(emails).toContain(user);
      expect(hotels).toContain(hotel);
    }
    for (const { reason } of DEMO_MESSAGES) if (reason !== undefined) expect(reasons).toContain(reason);
  });

  it('puts every reply after the message it answers', () => {
    const seen = new Set<string>();
    for (const { key, parent } of DEMO_MESSAGES) {
      if (parent !== undefined) expect(seen).toContain(parent);
      if (key !== undefined) seen.add(key);
    }
  });

  it('pays each portal order with a card of its user, for a paid instalment, named by one history row', () => {
    for (const order of DEMO_PORTAL_ORDERS) {
      expect(DEMO_CARDS.some((c) => c.user === order.user && c.lastFour === order.card)).toBe(true);
      const paid = DEMO_PAYMENT_ITEMS.filter(
        (item) => item.contract === order.contract && item.dueDay === order.itemDueDay && item.paidAt,
      );
      expect(paid).toHaveLength(1);
      expect(DEMO_PAYMENT_HISTORY.filter((row) => row.order === order.key)).toHaveLength(1);
    }
  });
});
