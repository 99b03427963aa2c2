// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The scene files page-layout.ts imports for PAGE_SCENES. */
function sceneFiles(): string[] {
  const source = readFileSync(join(here, 'page-layout.ts'), 'utf8');
  return [...source.matchAll(/from '(\.\.\/\.\.\/assets\/art\/[\w-]+\.svg)'/g)].map((match) =>
    join(here, match[1] ?? ''),
  );
}

describe('the header bands’ scenes (SceneArt)', () => {
  it('each file’s root element is the `#art` the band refers to, or the band would be empty', () => {
    const files = sceneFiles();
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      expect(root, file).toMatch(/\sid="art"/);
    }
  });
});
