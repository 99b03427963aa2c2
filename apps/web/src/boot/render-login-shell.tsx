/**
 * Build time only (scripts/vite/login-shell.ts runs it in Node): renders the login page's first paint to
 * static HTML with react-dom/static. Outside a browser emotion writes each component's styles as a <style>
 * element next to it, so the markup carries its own CSS; the CSP allows inline styles.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prerender } from 'react-dom/static';
import { theme } from '../app/theme.ts';
import { LoginShell, type LoginShellArt } from './login-shell.tsx';

export async function renderLoginShell(art: LoginShellArt): Promise<string> {
  // Its own key, so its class names can never collide with the app's (`css-…`) while both are on the page.
  const cache = createCache({ key: 'shell' });
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LoginShell art={art} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return new Response(prelude).text();
}
