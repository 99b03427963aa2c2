import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { installBreachedPasswords } from '@vida/shared';
import { API_DIR } from './repo-root.ts';

/**
 * The breached-password list the shared password rule refuses (README, Security): one lowercase password a
 * line, sorted, gzipped. Read once per process (~140,000 entries, a few tens of milliseconds).
 */
const LIST_FILE = join(API_DIR, 'assets/breached-passwords.txt.gz');

let installed = false;

export function installBreachedPasswordList(): void {
  if (installed) return;
  const text = gunzipSync(readFileSync(LIST_FILE)).toString('utf8');
  installBreachedPasswords(new Set(text.split('\n').filter((line) => line !== '')));
  installed = true;
}
