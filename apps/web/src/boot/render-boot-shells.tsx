/**
 * Build time only (scripts/vite/boot-shells.ts runs it in Node): renders the prerendered first paints to
 * static HTML with react-dom/static. Outside a browser emotion writes each component's styles as a <style>
 * element next to it, so the markup carries its own CSS; the CSP allows inline styles.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { theme } from '../app/theme.ts';
import { LoginShell, type LoginShellArt } from './login-shell.tsx';
import { MemberShell } from './member-shell.tsx';

async function render(shell: ReactNode, withBaseline: boolean): Promise<string> {
  // Its own key, so its class names can never collide with the app's (`css-…`) while both are on the page.
  const cache = createCache({ key: 'shell' });
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {withBaseline ? <CssBaseline /> : null}
        {shell}
      </ThemeProvider>
    </CacheProvider>,
  );
  return new Response(prelude).text();
}

/** The login card's frame and the signed-in frame; the page's CSS baseline once, with the first. */
export async function renderBootShells(art: LoginShellArt): Promise<{ login: string; member: string }> {
  return {
    login: await render(<LoginShell art={art} />, true),
    member: await render(<MemberShell art={art.horizon} />, false),
  };
}
