import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { installBreachedPasswords } from '@vida/shared';

/**
 * The breached-password list the shared password rule refuses (README, Security): one lowercase password a
 * line, sorted, gzipped. Read once per process (~140,000 entries, a few tens of milliseconds).
 */
const LIST_FILE = new URL('../../assets/breached-passwords.txt.gz', import.meta.url);

let installed = false;

export function installBreachedPasswordList(): void {
  if (installed) return;
  const text = gunzipSync(readFileSync(LIST_FILE)).toString('utf8');
  installBreachedPasswords(new Set(text.split('\n').filter((line) => line !== '')));
  installed = true;
}
