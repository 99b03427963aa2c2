/**
 * One source for language and the club's words (issue 28): which locale a language is written in is decided
 * only by `localeOf`, the unit types are named only in the catalogues, and a web component learns the active
 * language only through `useLanguage()`. A copy elsewhere drifts the day one of them changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = SOURCES.flatMap(sourceFiles).map((path) => ({
  path,
  text: readFileSync(join(ROOT, path), 'utf8'),
}));
const containing = (pattern: RegExp, except: (path: string) => boolean) =>
  files.filter((f) => pattern.test(f.text) && !except(f.path)).map((f) => f.path);

describe('one source for language, locale and the club’s words', () => {
  it('maps a language to its locale only in localeOf', () => {
    expect(containing(/['"]es-MX['"]/, (path) => path === 'packages/shared/src/constants.ts')).toEqual([]);
  });

  it('names the unit types only in the catalogues', () => {
    const names =
      /Suite de dos recámaras|Residencia de tres recámaras|Three Bedroom Residence|Presidential Suite/;
    const catalogue = (path: string) => /\/locales\//.test(path) || path.startsWith('apps/api/src/db/seed/');
    expect(containing(names, catalogue)).toEqual([]);
  });

  it('reads the active language in the web app only through useLanguage (and the i18n setup)', () => {
    const own = (path: string) =>
      path === 'apps/web/src/lib/i18n.ts' || path === 'apps/web/src/lib/use-language.ts';
    expect(containing(/\bi18n(ext)?\.language\b/, own)).toEqual([]);
  });
});
