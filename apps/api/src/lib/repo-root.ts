import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file whose package.json declares workspaces.
 * `npm start -w @vida/api` runs with `apps/api` as the working directory, so defaults such as `./data`
 * must not depend on the process cwd. Walking up also finds it from the built server (`dist/server.js`),
 * where this module's own folder is no longer `src/lib`.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // An unreadable manifest is not the root; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** The API's package folder: its migrations and assets are read from here, from source or built. */
export const API_DIR = join(REPO_ROOT, 'apps/api');
