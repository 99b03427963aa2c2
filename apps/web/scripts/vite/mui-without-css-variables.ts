import type { Plugin } from 'vite';

const MUI_CSS_VARIABLES =
  /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

const fail =
  "() => { throw new Error('MUI CSS variables are stubbed out in this build: see apps/web/scripts/vite/mui-without-css-variables.ts'); }";

/**
 * Our theme does not use CSS variables (`createTheme` without `cssVariables` or `colorSchemes`), yet MUI's
 * `createTheme` and `ThemeProvider` bundle the CSS-variables theme and provider behind runtime branches that
 * never run for such a theme: ~7 KB gzip on every page. In the build those two modules become stubs that
 * throw if a theme ever takes that branch; adopting CSS variables means deleting this plugin.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'vida:mui-without-css-variables',
    apply: 'build',
    load(id) {
      const module = MUI_CSS_VARIABLES.exec(id)?.[1];
      if (module === 'createThemeWithVars') {
        return `export default ${fail};\nexport const createGetCssVar = ${fail};`;
      }
      if (module === 'ThemeProviderWithVars') {
        return [
          'CssVarsProvider',
          'useColorScheme',
          'getInitColorSchemeScript',
          'Experimental_CssVarsProvider',
        ]
          .map((name) => `export const ${name} = ${fail};`)
          .join('\n');
      }
      return null;
    },
  };
}
