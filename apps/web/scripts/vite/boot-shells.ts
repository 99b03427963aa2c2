/**
 * Prerenders the first paints into the built index.html (decision 007): src/boot/login-shell.tsx (the login
 * card's frame) and src/boot/member-shell.tsx (the signed-in frame), rendered with react-dom/static in Node
 * at build time, go inside #root. Without them a visitor sees nothing until ~170 KB of JavaScript has
 * arrived and run; with them the artwork (the page's largest paint) and the frame paint as soon as the HTML
 * and the image are in. The inline early-requests script shows one of them (`data-boot="login"` for a
 * visitor of LOGIN_SHELL_PATHS, `"member"` for a member on a member's page); main.tsx renders the app over it.
 * Build only: the dev server serves index.html as written.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, Rolldown } from 'vite';
import type { LoginShellArt } from '../../src/boot/login-shell.tsx';
import type { renderBootShells } from '../../src/boot/render-boot-shells.tsx';
import { PATHS } from '../../src/lib/paths.ts';

/** The paths that open on the login card (the home page is the login page for a visitor). */
export const LOGIN_SHELL_PATHS = [PATHS.home, PATHS.login];

const RENDERER = fileURLToPath(new URL('../../src/boot/render-boot-shells.tsx', import.meta.url));
const ART: Record<keyof LoginShellArt, string> = {
  hero: 'src/assets/art/resort-hero.svg',
  horizon: 'src/assets/art/resort-hero-horizon.svg',
};

/** Each frame visible only where the early-requests script asked for it. */
const SHELL_VISIBILITY = [
  '.boot-shell{display:none}',
  'html[data-boot="login"] #boot-login,html[data-boot="member"] #boot-member{display:contents}',
].join('');

function assetUrl(bundle: Rolldown.OutputBundle, source: string): string {
  const asset = Object.values(bundle).find(
    (file) => file.type === 'asset' && file.originalFileNames.includes(source),
  );
  if (!asset) throw new Error(`boot shells: ${source} is not in the build`);
  return `/${asset.fileName}`;
}

export function bootShells(): Plugin {
  return {
    name: 'vida:boot-shells',
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
        const renderer = (await tsImport(RENDERER, import.meta.url)) as {
          renderBootShells: typeof renderBootShells;
        };
        const shells = await renderer.renderBootShells(art);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('boot shells: index.html has no empty #root');
        // `display: contents` keeps #root's flex layout reaching a frame's grid, as it reaches the app's.
        const frame = (id: string, markup: string) =>
          `<div id="${id}" class="boot-shell" aria-hidden="true">${markup}</div>`;
        return {
          html: html.replace(
            root,
            () =>
              `<div id="root">${frame('boot-login', shells.login)}${frame('boot-member', shells.member)}</div>`,
          ),
          tags: [{ tag: 'style', children: SHELL_VISIBILITY, injectTo: 'head' }],
        };
      },
    },
  };
}
