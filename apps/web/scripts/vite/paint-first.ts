/**
 * Lets the browser paint the login shell (scripts/vite/login-shell.ts) before the app's entry runs. A module
 * script in the HTML runs as soon as the document is parsed, ahead of the first paint when it is already
 * downloaded, so the shell would show only after ~170 KB of JavaScript had been evaluated. The build swaps
 * that script for a `modulepreload` of the entry (it still downloads at once) and a tiny starter that imports
 * it: right away for everyone else, one painted frame later when the document shows the shell.
 * The starter is a same-origin file, so the CSP needs nothing new.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export function paintFirst(): Plugin {
  return {
    name: 'vida:paint-first',
    apply: 'build',
    // After vite:build-html has written index.html (and the transformIndexHtml hooks have run).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (html?.type !== 'asset' || !entry)
        throw new Error('paint first: no index.html or entry in the build');
      const source = [
        `const start = () => import('./${entry.fileName.replace(/^assets\//, '')}');`,
        "if (document.documentElement.dataset.boot === 'login') requestAnimationFrame(() => setTimeout(start));",
        'else start();',
        '',
      ].join('\n');
      const starter = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      const page = String(html.source);
      if (!page.includes(tag)) throw new Error(`paint first: index.html has no ${tag}`);
      html.source = page.replace(
        tag,
        `<link rel="modulepreload" crossorigin href="/${entry.fileName}">\n    <script type="module" crossorigin src="/${starter}"></script>`,
      );
      this.emitFile({ type: 'asset', fileName: starter, source });
    },
  };
}
