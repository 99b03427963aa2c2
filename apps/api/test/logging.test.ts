import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { censorSecrets, loggableUrl, loggerOptions } from '../src/lib/logger.ts';
import { openTestDatabase } from './support/harness.ts';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('hides passwords, tokens, card data, the device-fingerprint session and the authorization header', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info' }, stream) });
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer secret-access-token', cookie: 'sid=secret-cookie' } },
        body: { email: 'ana.garcia@example.com', password: 'Vacation#2026', captcha_response: 'c2VjcmV0' },
        tokens: { access_token: 'secret-access', refresh_token: 'secret-refresh' },
        payment: {
          card: { card_number: '4111111111111111', cvv: '123' },
          device_fingerprint_id: 'fp-session-in-body',
          deviceInformation: { fingerprintSessionId: 'fp-session-to-provider' },
        },
      },
      'something happened',
    );
    await app.close();
    const output = lines.join('');
    for (const secret of [
      'secret-access-token',
      'secret-cookie',
      'Vacation#2026',
      'c2VjcmV0',
      'secret-access',
      'secret-refresh',
      '4111111111111111',
      '"123"',
      'fp-session-in-body',
      'fp-session-to-provider',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('ana.garcia@example.com');
    expect(output).toContain('[redacted]');
  });

  it('copies only what it censors, never alters the logged object, and leaves class instances to serializers', () => {
    const headers = { authorization: 'Bearer x', accept: 'text/html' };
    const logged = { req: { headers }, ids: [1, 2], list: [{ token: 't' }], plain: { email: 'a@b.c' } };
    const censored = censorSecrets(logged);
    expect(censored).toEqual({
      req: { headers: { authorization: '[redacted]', accept: 'text/html' } },
      ids: [1, 2],
      list: [{ token: '[redacted]' }],
      plain: { email: 'a@b.c' },
    });
    expect(headers.authorization).toBe('Bearer x');
    expect(censored.ids).toBe(logged.ids);
    expect(censored.plain).toBe(logged.plain);
    const nothingSecret = { a: { b: { c: 1 } } };
    expect(censorSecrets(nothingSecret)).toBe(nothingSecret);
    const error = new Error('boom');
    expect(censorSecrets({ err: error }).err).toBe(error);
  });
});

describe('failed queries in the log', () => {
  it('keep the query’s parameters, row details and the message’s params out of every field', async () => {
    const { database, drop } = await openTestDatabase();
    const { lines, stream } = capture();
    const app = Fastify({ logger: loggerOptions({ logLevel: 'trace' }, stream) });
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';
    try {
      // Fails in PostgreSQL with the parameter in drizzle's message ("params: …").
      await database.db.execute(sql`select ${secret}::int, ${'ana.garcia@example.com'}::int`);
      expect.unreachable('the query should fail');
    } catch (error) {
      expect(String(error)).toContain('params:');
      app.log.error({ err: error }, 'unexpected error');
    } finally {
      await app.close();
      await drop();
    }
    const output = lines.join('');
    expect(output).toContain('Failed query');
    expect(output).not.toContain('argon2id');
    expect(output).not.toContain('ana.garcia@example.com');
    expect(output).not.toContain('params');
  });

  it('request lines show no query string and no credential part of a secret path', () => {
    expect(loggableUrl('/api/v1/account/verify/7/24e4f0?expires=1&signature=abc')).toBe(
      '/api/v1/account/verify/[redacted]',
    );
    expect(loggableUrl('/account/verify/7/24e4f0?expires=1&signature=abc')).toBe(
      '/account/verify/[redacted]',
    );
    expect(loggableUrl('/api/v1/users/passwords/Zm9vYmFy')).toBe('/api/v1/users/passwords/[redacted]');
    expect(loggableUrl('/edit-profile?confirm-email=3&expires=1&signature=abc')).toBe('/edit-profile');
    expect(loggableUrl('/api/v1/messages/12')).toBe('/api/v1/messages/12');
  });
});
