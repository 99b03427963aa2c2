/**
 * The import boundaries of `npm run lint` (biome.json's `noRestrictedImports` overrides) catch what they
 * promise: the repository's biome.json is run over probe files in a throwaway copy of the folder layout, so
 * the test neither touches the real sources nor passes when a rule is dropped or misspelt.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Vitest runs in apps/web (jsdom gives modules http: URLs, so import.meta.url cannot locate the repository).
const ROOT = resolve(process.cwd(), '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** Probe files: path → the import it makes. */
const FORBIDDEN: Record<string, string> = {
  'apps/web/src/features/dashboard/components/feature-to-feature.tsx': '../../club/lib/media.ts',
  'apps/web/src/features/dashboard/components/feature-via-src.tsx': '../../../features/club/lib/media.ts',
  'apps/web/src/features/club/routes.ts': '../partners/routes.ts',
  'apps/web/src/features/club/pages/feature-to-app.tsx': '../../../app/routes.tsx',
  'apps/web/src/features/club/route-to-app.ts': '../../app/guards.ts',
  'apps/web/src/features/club/pages/test-to-feature.test.tsx': '../../partners/lib/exchange-layout.ts',
  'apps/web/src/lib/lib-to-app.ts': '../app/notifications.tsx',
  'apps/web/src/lib/lib-to-feature.ts': '../features/auth/api/login.ts',
  'apps/web/src/lib/reference-data/nested-lib-to-feature.ts': '../../features/auth/api/login.ts',
  'apps/web/src/components/ui/component-to-app.tsx': '../../app/theme.ts',
};

const ALLOWED: Record<string, string> = {
  'apps/web/src/features/dashboard/components/own-feature.tsx': '../lib/anything.ts',
  'apps/web/src/features/dashboard/components/to-lib.tsx': '../../../lib/storage.ts',
  'apps/web/src/features/dashboard/components/to-components.tsx': '../../../components/ui/logo.tsx',
  'apps/web/src/features/club/own-route.ts': './pages/about-page.tsx',
  'apps/web/src/features/club/pages/page-test-renders-app.test.tsx': '../../../app/routes.tsx',
  'apps/web/src/app/app-to-feature.tsx': '../features/club/lib/media.ts',
  'apps/web/src/lib/lib-to-lib.ts': './storage.ts',
};

let dir = '';

function lint(): string {
  try {
    execFileSync(BIOME, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    // Biome exits with 1 when it reports errors; the report is on stdout.
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

/** The probe files the report flags with noRestrictedImports, relative to the copy. */
function flagged(report: string): string[] {
  return [...report.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),/g)].map((m) =>
    (m[1] ?? '').slice(dir.length + 1),
  );
}

describe('import boundaries in npm run lint', () => {
  let report = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vida-boundaries-'));
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
    // The copy is no git checkout and has no node_modules next to it.
    delete config.$schema;
    delete config.vcs;
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, target] of Object.entries({ ...FORBIDDEN, ...ALLOWED })) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), `import { probe } from '${target}';\n\nexport const value = probe;\n`);
    }
    report = lint();
  }, 30_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(FORBIDDEN))('refuses %s', (file) => {
    expect(flagged(report)).toContain(file);
  });

  it.each(Object.keys(ALLOWED))('accepts %s', (file) => {
    expect(flagged(report)).not.toContain(file);
  });
});
