import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { signIn, useTestApp } from './support/harness.ts';
import { enrolStaff } from './support/staff.ts';

const ctx = useTestApp();

/** The staff sign-in steps: open to anyone (they take a password, a link token or a second-factor token). */
const CARE_SIGN_IN = new Set([
  'POST /api/v1/care/login',
  'GET /api/v1/care/login/enrolment',
  'POST /api/v1/care/login/enrolment',
  'POST /api/v1/care/login/verify',
  'PUT /api/v1/care/password',
]);

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('members and staff are kept apart on every route', () => {
  it('sweeps every registered route both ways', async () => {
    const { token: staffToken } = await enrolStaff(ctx.app, DEMO_STAFF.agent.email);
    const member = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const call = (method: string, url: string, token?: string) =>
      ctx.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { 'accept-language': 'es', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });

    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    const careChecked: string[] = [];
    const memberChecked: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      if (url.startsWith('/api/v1/care/')) {
        if (CARE_SIGN_IN.has(name)) continue;
        expect((await call(method, url)).statusCode, `${name} without a token`).toBe(401);
        const asMember = await call(method, url, member.access_token);
        expect(asMember.statusCode, `${name} with a member token`).toBe(403);
        expect(asMember.json().code).toBe('staff_only');
        careChecked.push(name);
        continue;
      }
      // A member route is one that asks for a token; public ones (captcha, login, reference lists) do not.
      if ((await call(method, url)).statusCode !== 401) continue;
      const asStaff = await call(method, url, staffToken);
      expect(asStaff.statusCode, `${name} with a staff token`).toBe(403);
      expect(asStaff.json().code).toBe('members_only');
      expect(asStaff.json().message).toBe(
        'Esta dirección es para socios. Las cuentas del personal no pueden usarla.',
      );
      memberChecked.push(name);
    }
    // The sweep found the routes it is about (a broken enumeration must not pass by checking nothing).
    expect(memberChecked).toEqual(expect.arrayContaining(['GET /api/v1/profile', 'GET /api/v1/messages']));
    expect(memberChecked.length).toBeGreaterThanOrEqual(15);
    expect(careChecked).toEqual(expect.arrayContaining(['GET /api/v1/care/me', 'POST /api/v1/care/logout']));
  });
});
