/**
 * The one MUI theme: DESIGN.md's tokens. Components read colours, type and spacing from here and never
 * hard-code them.
 */

import { alpha, createTheme } from '@mui/material/styles';
// Types only (the picker's theme keys); the picker itself loads with the screens that have a date field.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { BREAKPOINTS } from '@vida/shared';

export const tokens = {
  ink: '#111111',
  sand: '#F6F1E9',
  sandDeep: '#EDE4D6',
  gold: '#B8893B',
  /** Gold for text and for white-on-gold: 5.4:1 on white, 4.7:1 on sand. */
  goldDark: '#8A6424',
  goldLight: '#E2C48E',
  lagoon: '#0E5E6F',
  lagoonDark: '#0A4652',
  white: '#FFFFFF',
  mutedText: '#4F4A44',
  /** Field and disabled-control boundaries: 3.9:1 on white (WCAG 1.4.11 asks 3:1 of a control's edge). */
  controlEdge: '#85807A',
  /** Text of a disabled button: 6.8:1 on white, 5.4:1 on the disabled fill (sandDeep). */
  disabledText: '#5F5A55',
} as const;

/** Text and date fields: white, rounded, a 3:1 edge that darkens on hover and turns lagoon on focus. */
const outlinedField = (component: 'MuiOutlinedInput' | 'MuiPickersOutlinedInput') => ({
  borderRadius: 10,
  backgroundColor: tokens.white,
  [`& .${component}-notchedOutline`]: { borderColor: tokens.controlEdge },
  [`&:hover .${component}-notchedOutline`]: { borderColor: tokens.ink },
  [`&.Mui-focused .${component}-notchedOutline`]: { borderColor: tokens.lagoon, borderWidth: 2 },
});

declare module '@mui/material/styles' {
  interface Palette {
    gold: Palette['primary'];
    ink: Palette['primary'];
    sand: Palette['primary'];
  }
  interface PaletteOptions {
    gold?: PaletteOptions['primary'];
    ink?: PaletteOptions['primary'];
    sand?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    gold: true;
    ink: true;
  }
}

declare module '@mui/material/Badge' {
  interface BadgePropsColorOverrides {
    gold: true;
  }
}

/** The two web fonts (main.tsx imports them; the first render waits for them). */
export const WEB_FONTS = { display: 'Playfair Display Variable', text: 'Inter Variable' } as const;

const displayFont = `"${WEB_FONTS.display}", "Playfair Display", Georgia, "Times New Roman", serif`;
const textFont = `"${WEB_FONTS.text}", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;

export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  spacing: 8,
  shape: { borderRadius: 12 },
  palette: {
    mode: 'light',
    primary: { main: tokens.ink, light: '#3A3A3A', dark: '#000000', contrastText: tokens.white },
    secondary: { main: tokens.lagoon, dark: tokens.lagoonDark, contrastText: tokens.white },
    gold: { main: tokens.gold, dark: tokens.goldDark, light: tokens.goldLight, contrastText: tokens.ink },
    ink: { main: tokens.ink, dark: '#000000', light: '#3A3A3A', contrastText: tokens.white },
    sand: { main: tokens.sand, dark: tokens.sandDeep, light: '#FBF8F3', contrastText: tokens.ink },
    background: { default: tokens.sand, paper: tokens.white },
    text: { primary: tokens.ink, secondary: tokens.mutedText },
    success: { main: '#2E6B4F', contrastText: tokens.white },
    warning: { main: '#9A5B13', contrastText: tokens.white },
    error: { main: '#A3312A', contrastText: tokens.white },
    info: { main: tokens.lagoon, contrastText: tokens.white },
    divider: 'rgba(17, 17, 17, 0.12)',
  },
  typography: {
    fontFamily: textFont,
    fontSize: 16,
    htmlFontSize: 16,
    body1: { fontSize: '1rem', lineHeight: 1.55 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.5 },
    h1: {
      fontFamily: displayFont,
      fontWeight: 600,
      fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
      lineHeight: 1.15,
      letterSpacing: '-0.01em',
    },
    h2: { fontFamily: displayFont, fontWeight: 600, fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)' },
    h3: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.5rem' },
    h4: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.25rem' },
    h5: { fontFamily: textFont, fontWeight: 600, fontSize: '1.125rem' },
    h6: { fontFamily: textFont, fontWeight: 600, fontSize: '1rem' },
    overline: { fontWeight: 600, letterSpacing: '0.16em', fontSize: '0.75rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem', letterSpacing: '0.01em' },
  },
  transitions: {
    duration: { shortest: 150, shorter: 180, short: 200, standard: 220, complex: 250 },
  },
  components: {
    MuiSwitch: {
      // On: the lagoon thumb (7.5:1 on white) over its lighter track, the portal's secondary colour.
      defaultProps: { color: 'secondary' },
      styleOverrides: {
        // An "off" switch is still a control: MUI's default track (black at 38 %) is 2.7:1 on white; this
        // grey is 4.5:1 (WCAG 1.4.11 asks 3:1).
        root: {
          '& .MuiSwitch-switchBase:not(.Mui-checked):not(.Mui-disabled) + .MuiSwitch-track': {
            opacity: 1,
            backgroundColor: '#767676',
          },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        body: { backgroundColor: tokens.sand, minHeight: '100vh' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        ':focus-visible': { outline: `3px solid ${tokens.lagoon}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // Two button styles only: filled gold for the page's action, outlined for everything else (a text
        // button is drawn outlined too). Destructive actions keep the error colour in either style. A
        // disabled button keeps a readable label and a dashed edge (not colour alone), and says why beside
        // it (ReasonedButton).
        root: {
          minHeight: 48,
          borderRadius: 999,
          paddingInline: 24,
          variants: [
            {
              props: { variant: 'contained' },
              style: {
                backgroundColor: tokens.gold,
                color: tokens.ink,
                // MUI darkens a contained button on hover; ink on dark gold is only 3.5:1, so gold lightens.
                '&:hover': { backgroundColor: tokens.goldLight },
              },
            },
            {
              props: { variant: 'contained', color: 'error' },
              style: {
                backgroundColor: '#A3312A',
                color: tokens.white,
                '&:hover': { backgroundColor: '#7F2620' },
              },
            },
            {
              props: ({ ownerState }) => ownerState.variant !== 'contained',
              style: {
                border: '1px solid currentColor',
                paddingBlock: 5,
                paddingInline: 23,
                '&:hover': { border: '1px solid currentColor' },
              },
            },
            {
              props: { variant: 'contained' },
              style: {
                '&.Mui-disabled': {
                  backgroundColor: tokens.sandDeep,
                  color: tokens.disabledText,
                  outline: `1px dashed ${tokens.controlEdge}`,
                  outlineOffset: -1,
                },
              },
            },
            {
              props: ({ ownerState }) => ownerState.variant !== 'contained',
              style: {
                '&.Mui-disabled': {
                  color: tokens.disabledText,
                  borderStyle: 'dashed',
                  borderColor: tokens.controlEdge,
                },
              },
            },
          ],
        },
        sizeSmall: { minHeight: 44, paddingInline: 16 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 12 },
        elevation1: { boxShadow: '0 1px 2px rgba(17,17,17,0.04), 0 8px 24px rgba(17,17,17,0.06)' },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: outlinedField('MuiOutlinedInput'), input: { paddingBlock: 13, minHeight: 24 } },
    },
    // The date field (MUI X) is built from its own input: dressed like the text fields beside it.
    MuiPickersOutlinedInput: {
      styleOverrides: {
        root: outlinedField('MuiPickersOutlinedInput'),
        sectionsContainer: { paddingBlock: 13, minHeight: 24 },
      },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
    // Selects, native or not, in the fields' look: an ink chevron on white (MUI's grey one is 2.6:1).
    MuiNativeSelect: { styleOverrides: { icon: { color: tokens.ink } } },
    MuiSelect: { styleOverrides: { icon: { color: tokens.ink } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10, alignItems: 'flex-start' } } },
    MuiTab: { styleOverrides: { root: { minHeight: 48, fontSize: '1rem' } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    // Gold for the default colour only (the global progress bar): the password meter's error, warning and
    // success colours are what tell a weak password from a strong one.
    MuiLinearProgress: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.color === 'primary' ? { backgroundColor: alpha(tokens.gold, 0.25) } : {},
        bar: ({ ownerState }) => (ownerState.color === 'primary' ? { backgroundColor: tokens.gold } : {}),
      },
    },
  },
});
