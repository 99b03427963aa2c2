import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logger.ts';

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
  it('hides passwords, tokens, card data and the authorization header', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info' }, stream) });
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer secret-access-token', cookie: 'sid=secret-cookie' } },
        body: { email: 'ana.garcia@example.com', password: 'Vacation#2026', captcha_response: 'c2VjcmV0' },
        tokens: { access_token: 'secret-access', refresh_token: 'secret-refresh' },
        payment: { card: { card_number: '4111111111111111', cvv: '123' } },
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
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('ana.garcia@example.com');
    expect(output).toContain('[redacted]');
  });
});
