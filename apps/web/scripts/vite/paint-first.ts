/**
 * Lets the browser paint a prerendered frame (scripts/vite/boot-shells.ts) before the app's entry runs. A
 * module script in the HTML runs as soon as the document is parsed, ahead of the first paint when it is
 * already downloaded, so the frame would show only after ~170 KB of JavaScript had been evaluated. The build
 * swaps that script for a small starter (src/boot/start-app.ts) that imports the entry: at once for everyone
 * else, once the frame has painted when the document shows one. The early-requests script preloads the entry
 * (at once, or after that paint). The starter is a same-origin file, so the CSP needs nothing new.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, transformWithOxc } from 'vite';

const STARTER = fileURLToPath(new URL('../../src/boot/start-app.ts', import.meta.url));

export function paintFirst(): Plugin {
  return {
    name: 'vida:paint-first',
    apply: 'build',
    // After vite:build-html has written index.html (and the transformIndexHtml hooks have run).
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (html?.type !== 'asset' || !entry)
        throw new Error('paint first: no index.html or entry in the build');
      // Types stripped and `export` dropped, as for the early-requests script.
      const { code } = await transformWithOxc(await readFile(STARTER, 'utf8'), STARTER, { lang: 'ts' });
      const entryPath = `./${entry.fileName.replace(/^assets\//, '')}`;
      const source = `${code.replace(/^export /gm, '')}\nstartApp(window, () => import(${JSON.stringify(entryPath)}));\n`;
      const starter = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      const page = String(html.source);
      if (!page.includes(tag)) throw new Error(`paint first: index.html has no ${tag}`);
      html.source = page.replace(tag, `<script type="module" crossorigin src="/${starter}"></script>`);
      this.emitFile({ type: 'asset', fileName: starter, source });
    },
  };
}
