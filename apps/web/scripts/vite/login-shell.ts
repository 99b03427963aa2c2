/**
 * Prerenders the login page's first paint into the built index.html (decision 007): src/boot/login-shell.tsx,
 * rendered with react-dom/static in Node at build time, goes inside #root. Without it a visitor sees nothing
 * until ~170 KB of JavaScript has arrived and run; with it the artwork (the page's largest paint) and the
 * card's frame paint as soon as the HTML and the image are in. The inline early-requests script shows it
 * only to visitors of LOGIN_SHELL_PATHS (`data-boot="login"`); main.tsx renders the app over it.
 * Build only: the dev server serves index.html as written.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, Rolldown } from 'vite';
import type { LoginShellArt } from '../../src/boot/login-shell.tsx';
import { PATHS } from '../../src/lib/paths.ts';

/** The paths that open on the login card (the home page is the login page for a visitor). */
export const LOGIN_SHELL_PATHS = [PATHS.home, PATHS.login];

const RENDERER = fileURLToPath(new URL('../../src/boot/render-login-shell.tsx', import.meta.url));
const ART: Record<keyof LoginShellArt, string> = {
  hero: 'src/assets/art/resort-hero.svg',
  horizon: 'src/assets/art/resort-hero-horizon.svg',
};

/** Visible only where the early-requests script asked for it. */
const SHELL_VISIBILITY =
  '#boot-shell{display:contents}html:not([data-boot="login"]) #boot-shell{display:none}';

function assetUrl(bundle: Rolldown.OutputBundle, source: string): string {
  const asset = Object.values(bundle).find(
    (file) => file.type === 'asset' && file.originalFileNames.includes(source),
  );
  if (!asset) throw new Error(`login shell: ${source} is not in the build`);
  return `/${asset.fileName}`;
}

export function loginShell(): Plugin {
  return {
    name: 'vida:login-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle ?? {};
        const art: LoginShellArt = {
          hero: assetUrl(bundle, ART.hero),
          horizon: assetUrl(bundle, ART.horizon),
        };
        // tsx runs the renderer in this Node process: MUI, emotion and the theme as the app uses them.
        const { renderLoginShell } = (await tsImport(RENDERER, import.meta.url)) as {
          renderLoginShell: (art: LoginShellArt) => Promise<string>;
        };
        const shell = await renderLoginShell(art);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('login shell: index.html has no empty #root');
        // `display: contents` keeps #root's flex layout reaching the shell's grid, as it reaches the app's.
        return {
          html: html.replace(
            root,
            `<div id="root"><div id="boot-shell" aria-hidden="true">${shell}</div></div>`,
          ),
          tags: [{ tag: 'style', children: SHELL_VISIBILITY, injectTo: 'head' }],
        };
      },
    },
  };
}
