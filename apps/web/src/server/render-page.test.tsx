// @vitest-environment node
import type { Contract } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { clubOf, profileOf } from '../test/member-fixtures.ts';
import { seaGardenContract } from '../test/payment-fixtures.ts';
import { renderPage } from './render-page.tsx';

interface Member {
  id: number;
  firstName: string;
  contract: Contract;
}

/** The API as one member sees it; each answer waits a little, so two renders interleave. */
function apiOf(member: Member, delayMs: number): typeof fetch {
  const answers: Record<string, unknown> = {
    '/api/v1/profile': profileOf({
      user_id: member.id,
      first_name: member.firstName,
      vida_member_id: `M-${member.id}`,
      contracts: [member.contract],
    }),
    '/api/v1/user_contracts': [member.contract],
    '/api/v1/club': clubOf(),
    '/api/v1/faqs': [{ id: 1, question: 'How do I pay my fees?', answer: 'From the Payments page.' }],
  };
  return async (input) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const path = String(input).split('?')[0] ?? '';
    const data = answers[path];
    if (data === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    return Response.json({ data }, { headers: { date: new Date().toUTCString() } });
  };
}

const ana: Member = { id: 1, firstName: 'Ana', contract: seaGardenContract({ contract_number: 'SC-ANA-1' }) };
const john: Member = {
  id: 2,
  firstName: 'John',
  contract: seaGardenContract({ contract_number: 'SC-JOHN-2' }),
};

const render = (member: Member, language: 'en' | 'es', url: string, delayMs = 0, phone = false) =>
  renderPage({
    url,
    language,
    sessionExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    fetch: apiOf(member, delayMs),
    phone,
  });

describe('renderPage (a member’s page drawn on the server)', () => {
  it('draws two members’ pages rendered at the same moment each with their own data and language', async () => {
    const [forAna, forJohn] = await Promise.all([
      render(ana, 'es', '/my-vida-vacations-contracts', 15),
      render(john, 'en', '/my-vida-vacations-contracts', 5),
    ]);
    if (forAna.kind !== 'page' || forJohn.kind !== 'page') throw new Error('both are members’ pages');
    expect(forAna.html).toContain('SC-ANA-1');
    expect(forAna.html).not.toContain('SC-JOHN-2');
    expect(forAna.title).toBe('Mis contratos · Portal Vida');
    expect(forJohn.html).toContain('SC-JOHN-2');
    expect(forJohn.html).not.toContain('SC-ANA-1');
    expect(forJohn.title).toBe('My contracts · Vida Portal');
  });

  it('draws the dashboard’s stay filter with stand-ins for its fields, which the browser draws', async () => {
    const page = await render(ana, 'es', '/dashboard');
    if (page.kind !== 'page') throw new Error('the dashboard is a member’s page');
    expect(page.html).toContain('M-1');
    expect(page.html).toContain('Planea tu próxima estancia');
    for (const text of [
      'Destino',
      'Cualquier destino',
      'Llegada',
      'Salida',
      'Huéspedes',
      'Solicitar una reservación',
    ])
      expect(page.html).toContain(text);
    for (const field of ['filter-destination', 'filter-arrival', 'filter-departure', 'filter-guests'])
      expect(page.html).not.toContain(`id="${field}"`);
    expect(page.html).not.toMatch(/<(select|input|button)[^>]*type="submit"/);
  });

  it('carries the answers for hydration as inert JSON that no text can close', async () => {
    const sly: Member = { ...ana, firstName: '</script><script>alert(1)</script>' };
    const page = await render(sly, 'en', '/my-vida-vacations-contracts');
    if (page.kind !== 'page') throw new Error('a member’s page');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(page.html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('puts the page’s styles in its head, each class its markup uses once, as the browser’s emotion cache adopts them', async () => {
    const page = await render(ana, 'en', '/my-vida-vacations-contracts');
    if (page.kind !== 'page') throw new Error('a member’s page');
    expect(page.html).not.toContain('<style');
    const component = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/.exec(page.styles);
    const ids = component?.[1]?.split(' ') ?? [];
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(page.html).toContain(`css-${id}`);
      // `css-0` is emotion's class for no styles: it has no rule.
      if (id !== '0') expect(component?.[2]).toContain(`.css-${id}`);
    }
    // The baseline is a global style, in an element of its own as emotion's Global looks for it.
    expect(page.styles).toMatch(/<style data-emotion="css-global [^" ]+">[^<]*box-sizing/);
  });

  it('draws a phone’s page for a phone, and tells hydration which width it drew for', async () => {
    const widthOf = (html: string) => Number(/"viewportWidth":(\d+)/.exec(html)?.[1]);
    const [phone, desktop] = await Promise.all([
      render(john, 'en', '/my-vida-vacations-contracts', 5, true),
      render(john, 'en', '/my-vida-vacations-contracts', 0, false),
    ]);
    if (phone.kind !== 'page' || desktop.kind !== 'page') throw new Error('members’ pages');
    expect(widthOf(phone.html)).toBe(390);
    expect(widthOf(desktop.html)).toBe(1334);
  });

  it('draws a list whose request failed as loading, never as an error page: the browser asks again', async () => {
    // No answer for /payment_history: the loader's request fails (a 404 is not asked again). A failed query is
    // fetched again as the page mounts, so the server and the browser both draw the list's loading state, and
    // the browser's own request then shows the list or its error with "Try again" (list-states.test.tsx).
    const page = await render(ana, 'en', '/my-vida-vacations-payments_history');
    if (page.kind !== 'page') throw new Error('a member’s page');
    expect(page.status).toBe(200);
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).not.toContain('Something went wrong');
    const json = /<script type="application\/json"[^>]*>(.*)<\/script>/.exec(page.html)?.[1] ?? '{}';
    const handed = JSON.parse(json) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(handed.queries.queries.some((q) => q.queryKey.join('/') === 'payments/history')).toBe(false);
  });

  it('draws the club’s pages with their content, fetched by their loaders like the member’s own pages', async () => {
    const faqs = await render(ana, 'en', '/FAQs');
    if (faqs.kind !== 'page') throw new Error('a member’s page');
    expect(faqs.html).toContain('How do I pay my fees?');
    const contact = await render(ana, 'en', '/contact');
    if (contact.kind !== 'page') throw new Error('a member’s page');
    expect(contact.html).toContain(clubOf().care_phone);
  });

  it('leaves to the browser the pages of visitors and those drawn from what only the browser keeps', async () => {
    expect(await render(ana, 'en', '/login')).toEqual({ kind: 'skip' });
    expect(await render(ana, 'en', '/terms-and-conditions')).toEqual({ kind: 'skip' });
    // The half-filled stay request and the card checkout's return pages live in the browser's storage.
    expect(await render(ana, 'en', '/request-reservation')).toEqual({ kind: 'skip' });
    expect(await render(ana, 'en', '/fail-payment/declined')).toEqual({ kind: 'skip' });
  });
});
