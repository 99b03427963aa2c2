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

const render = (member: Member, language: 'en' | 'es', url: string, delayMs = 0) =>
  renderPage({
    url,
    language,
    sessionExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    fetch: apiOf(member, delayMs),
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

  it('carries the answers for hydration as inert JSON that no text can close', async () => {
    const sly: Member = { ...ana, firstName: '</script><script>alert(1)</script>' };
    const page = await render(sly, 'en', '/my-vida-vacations-contracts');
    if (page.kind !== 'page') throw new Error('a member’s page');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(page.html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('leaves to the browser the pages of visitors and those drawn from what only the browser keeps', async () => {
    expect(await render(ana, 'en', '/login')).toEqual({ kind: 'skip' });
    expect(await render(ana, 'en', '/terms-and-conditions')).toEqual({ kind: 'skip' });
    // The half-filled stay request and the card checkout's return pages live in the browser's storage.
    expect(await render(ana, 'en', '/request-reservation')).toEqual({ kind: 'skip' });
    expect(await render(ana, 'en', '/fail-payment/declined')).toEqual({ kind: 'skip' });
  });
});
