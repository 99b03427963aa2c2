import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What must never be in a log line (issue 12): query parameters, passwords, hashes, tokens, codes, signed
 * URLs. Each rule names what it catches; the patterns are tuned to what the suite's requests carry.
 */
export const LEAK_RULES: Array<[string, RegExp]> = [
  ['an argon2 hash', /\$argon2(id|i|d)\$/],
  ['a bcrypt hash', /\$2[aby]\$\d\d\$/],
  ['a demo or test password', /Vacation#20\d\d|wrong-password|Sup3r#Secret/],
  ['query parameters of a failed query', /\bparams:/],
  ['a query string in a logged URL', /"url":"[^"]*\?/],
  ['a signed-link part', /[?&](signature|expires)=/],
  ['a verification link', /\/account\/verify\/(?!\[redacted\])[^"\s]/],
  ['a password-reset token', /\/users\/passwords\/(?!\[redacted\])[^"\s]/],
  ['a bearer token', /Bearer [A-Za-z0-9_-]{20,}/],
  ['an opaque token (32 bytes, base64url)', /(?<![A-Za-z0-9_/.-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_/.-])/],
  ['a 6-digit code', /"(code|highlight|verification_code)":"?\d{6}"?/],
  ['a PostgreSQL row detail', /"(detail|where)":/],
];

/** Every log line of the run that breaks a rule, as `rule: line` (line cut to 300 characters). */
export async function findLeaks(logDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await readdir(logDir)) {
    const text = await readFile(join(logDir, file), 'utf8');
    for (const line of text.split('\n')) {
      for (const [what, pattern] of LEAK_RULES) {
        if (pattern.test(line)) found.push(`${what}: ${line.slice(0, 300)}`);
      }
    }
  }
  return found;
}
