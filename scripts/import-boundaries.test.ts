/**
 * The import boundaries of `npm run lint` (scripts/import-boundaries.mjs) catch what they promise: the
 * checker runs over probe files in a throwaway copy of the folder layout, so the test neither touches the
 * real sources nor passes when a rule is dropped, misspelt or matches too much.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, RULES } from './import-boundaries.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Probe files: path → the import it makes and the rule that must refuse it. */
const FORBIDDEN: Record<string, [string, string]> = {
  // web
  'apps/web/src/features/dashboard/components/feature-to-feature.tsx': [
    '../../club/lib/media.ts',
    'web-feature-to-feature',
  ],
  'apps/web/src/features/dashboard/components/feature-via-src.tsx': [
    '../../../features/club/lib/media.ts',
    'web-feature-to-feature',
  ],
  'apps/web/src/features/club/routes.ts': ['../partners/routes.ts', 'web-feature-to-feature'],
  'apps/web/src/features/club/lazy-feature.ts': [
    'import:../partners/pages/page.tsx',
    'web-feature-to-feature',
  ],
  'apps/web/src/features/club/pages/feature-to-app.tsx': ['../../../app/routes.tsx', 'web-feature-to-app'],
  'apps/web/src/features/club/route-to-app.ts': ['../../app/guards.ts', 'web-feature-to-app'],
  'apps/web/src/features/club/pages/test-to-feature.test.tsx': [
    '../../partners/lib/exchange-layout.ts',
    'web-feature-to-feature',
  ],
  'apps/web/src/lib/lib-to-app.ts': ['../app/notifications.tsx', 'web-lib-to-app-or-feature'],
  'apps/web/src/lib/lib-to-feature.ts': ['../features/auth/api/login.ts', 'web-lib-to-app-or-feature'],
  'apps/web/src/lib/reference-data/nested-lib-to-feature.ts': [
    '../../features/auth/api/login.ts',
    'web-lib-to-app-or-feature',
  ],
  'apps/web/src/components/ui/component-to-app.tsx': ['../../app/theme.ts', 'web-lib-to-app-or-feature'],
  // api
  'apps/api/src/modules/payments/payments.repo.ts': ['../auth/auth.repo.ts', 'api-module-to-module'],
  'apps/api/src/modules/payments/payments.service.ts': [
    'type:../../modules/reservations/reservations.service.ts',
    'api-module-to-module',
  ],
  'apps/api/src/modules/care/care.routes.ts': ['export:../staff/staff-guard.ts', 'api-module-to-module'],
  'apps/api/src/modules/care/deep-index.ts': ['../staff/lib/index.ts', 'api-module-to-module'],
  'apps/api/src/modules/care/to-app.ts': ['../../app.ts', 'api-module-to-composition'],
  'apps/api/src/modules/care/to-cli.ts': ['../../cli/staff-create.ts', 'api-module-to-composition'],
  'apps/api/src/plugins/member-auth.ts': ['type:../modules/auth/auth.repo.ts', 'api-plugin-to-module'],
  'apps/api/src/plugins/public-entry.ts': ['../modules/auth/index.ts', 'api-plugin-to-module'],
  'apps/api/src/lib/member-reads/to-module.ts': [
    '../../modules/auth/auth.repo.ts',
    'api-lib-or-db-to-module',
  ],
  'apps/api/src/db/seed/to-module.ts': ['../../modules/accounts/legacy-import.ts', 'api-lib-or-db-to-module'],
  // shared and apps
  'packages/shared/src/to-app.ts': ['../../../apps/api/src/lib/texts.ts', 'shared-to-app'],
  'packages/shared/src/to-app-by-name.ts': ['@vida/web/src/lib/storage.ts', 'shared-to-app'],
  'apps/web/src/lib/web-to-api.ts': ['@vida/api/src/lib/http-error.ts', 'app-to-app'],
  'apps/api/src/lib/api-to-sandbox.ts': ['../../../card-sandbox/src/app.ts', 'app-to-app'],
};

const ALLOWED: Record<string, string> = {
  'apps/web/src/features/dashboard/components/own-feature.tsx': '../lib/anything.ts',
  'apps/web/src/features/dashboard/components/to-lib.tsx': '../../../lib/storage.ts',
  'apps/web/src/features/dashboard/components/to-components.tsx': '../../../components/ui/logo.tsx',
  'apps/web/src/features/club/own-route.ts': './pages/about-page.tsx',
  'apps/web/src/features/club/pages/page-test-renders-app.test.tsx': '../../../app/routes.tsx',
  'apps/web/src/features/club/to-shared.ts': '@vida/shared',
  'apps/web/src/app/app-to-feature.tsx': '../features/club/lib/media.ts',
  'apps/web/src/lib/lib-to-lib.ts': './storage.ts',
  'apps/api/src/modules/care/own-module.ts': './inbox.service.ts',
  'apps/api/src/modules/care/public-entry.ts': '../staff/index.ts',
  'apps/api/src/modules/care/public-entry-via-src.ts': '../../modules/reservations/index.ts',
  'apps/api/src/modules/care/to-lib.ts': '../../lib/member-reads/member-answer.ts',
  'apps/api/src/modules/care/to-plugin.ts': '../../plugins/member-auth.ts',
  'apps/api/src/modules/care/to-db.ts': '../../db/schema/index.ts',
  'apps/api/src/modules/care/to-shared.ts': '@vida/shared',
  'apps/api/src/app.ts': './modules/care/care.routes.ts',
  'apps/api/src/cli/staff-create.ts': '../modules/staff/staff-accounts.ts',
  'apps/api/src/plugins/to-lib.ts': '../lib/tokens.ts',
  'packages/shared/src/own.ts': './messages/index.ts',
};

/** A probe file: `type:`, `export:`, `import:` targets make a type import, a re-export, a dynamic import. */
function probe(target: string): string {
  const [kind, path] = target.includes(':') ? target.split(':') : ['', target];
  if (kind === 'type') return `import type { Probe } from '${path}';\n\nexport type Value = Probe;\n`;
  if (kind === 'export') return `export { probe } from '${path}';\n`;
  if (kind === 'import') return `export const load = () => import('${path}');\n`;
  return `import { probe } from '${target}';\n\nexport const value = probe;\n`;
}

describe('import boundaries in npm run lint', () => {
  let dir = '';
  let flagged: Array<{ file: string; rule: string }> = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vida-boundaries-'));
    // The workspace manifests, so that `@vida/*` resolves as in the repository.
    const manifest = readFileSync(join(ROOT, 'package.json'), 'utf8');
    writeFileSync(join(dir, 'package.json'), manifest);
    for (const folder of (JSON.parse(manifest) as { workspaces: string[] }).workspaces) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'package.json'), readFileSync(join(ROOT, folder, 'package.json')));
    }
    const probes = {
      ...Object.fromEntries(Object.entries(FORBIDDEN).map(([file, [target]]) => [file, target])),
      ...ALLOWED,
    };
    for (const [file, target] of Object.entries(probes)) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), probe(target));
    }
    flagged = checkBoundaries(dir).crossings.map(({ file, rule }) => ({ file, rule }));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.entries(FORBIDDEN))('refuses %s', (file, [, rule]) => {
    expect(flagged).toContainEqual({ file, rule });
  });

  it.each(Object.keys(ALLOWED))('accepts %s', (file) => {
    expect(flagged.filter((f) => f.file === file)).toEqual([]);
  });

  it('has a refused probe for every rule', () => {
    const proven = new Set(Object.values(FORBIDDEN).map(([, rule]) => rule));
    expect(RULES.map((r) => r.name).filter((name) => !proven.has(name))).toEqual([]);
  });

  it('runs in npm run lint', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: { lint: string };
    };
    expect(manifest.scripts.lint).toContain('node scripts/import-boundaries.mjs');
  });
});
