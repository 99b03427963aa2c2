/**
 * The one MUI theme: DESIGN.md's tokens. Components read colours, type and spacing from here and never
 * hard-code them.
 */

import { alpha, createTheme } from '@mui/material/styles';
// Types only (the picker's theme keys); the picker itself loads with the screens that have a date field.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { BREAKPOINTS } from '@vida/shared';
import { FOCUS_RING_VAR } from '../components/ui/focus-ring.ts';
import { STICKY_HEADER_HEIGHT } from '../components/ui/sticky-header.ts';
import { matchDrawnWidth } from '../lib/use-viewport-width.ts';

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

/**
 * The one focus ring, for keyboard users (`:focus-visible`, MUI's `.Mui-focusVisible`). Its colour is a CSS
 * variable so a dark surface changes it once for every control on it (`onDarkSurface`, components/ui/focus-ring.ts): lagoon on the portal's
 * light surfaces (7.4:1 on white, 6.6:1 on sand, 5.9:1 on deep sand), light gold on ink (11.3:1). The 2 px gap
 * puts the page's own background, not the control's fill, beside the ring, so a gold or red button does not
 * lower its contrast.
 */
const FOCUS_RING_COLOR = `var(${FOCUS_RING_VAR})`;
/** A dialog's inset for its title, content and actions, per breakpoint. */
const DIALOG_INSET = { xs: 20, sm: 32 } as const;

/** A field's label (one line and its 8 px gap) and the ring over its top edge: what must show above an input. */
const FIELD_LABEL_ROOM = 48;
export const focusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: 2 } as const;
/** Inside a clipping container (tabs, menus, lists, accordions) the ring is drawn within the control. */
const insetFocusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: -3 } as const;

/** Text and date fields: white, rounded, a 3:1 edge that darkens on hover, turns lagoon and rings on focus. */
const outlinedField = (component: 'MuiOutlinedInput' | 'MuiPickersOutlinedInput') => ({
  borderRadius: 10,
  backgroundColor: tokens.white,
  [`& .${component}-notchedOutline`]: { borderColor: tokens.controlEdge },
  [`&:hover .${component}-notchedOutline`]: { borderColor: tokens.ink },
  [`&.Mui-focused .${component}-notchedOutline`]: { borderColor: tokens.lagoon, borderWidth: 2 },
  // A field's input draws no outline of its own (MUI sets none): the ring goes round the whole field.
  '&.Mui-focused': focusRing,
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
    // A width query on a page the server draws answers for the width it is drawn for, on the server and in
    // hydration alike (lib/use-viewport-width.ts).
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchDrawnWidth } },
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
          // The switch clips what overflows it, so the ring goes round the thumb, inside the clip.
          '& .MuiSwitch-switchBase.Mui-focusVisible': { outline: 'none' },
          '& .Mui-focusVisible .MuiSwitch-thumb': focusRing,
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // Whatever the browser scrolls to (a focused control, a form's first invalid field, an anchor) stops
        // below the sticky header rather than under it, and a field leaves room above it for its label (and
        // the ring): one rule for every form, whatever puts the focus there (react-hook-form's
        // shouldFocusError, applyServerErrors, the keyboard).
        // No smooth scrolling for the whole document: the router's move to the top of a new page glided from
        // the previous page's depth, so a page reached by a link opened part-way down. In-page jumps that
        // should glide ask for it themselves (legal/lib/jump-to.ts).
        html: {
          scrollPaddingTop: STICKY_HEADER_HEIGHT.xs + 1,
          [`@media (min-width: ${BREAKPOINTS.sm}px)`]: { scrollPaddingTop: STICKY_HEADER_HEIGHT.sm + 1 },
        },
        'input, textarea, select, [contenteditable="true"], [role="spinbutton"]': {
          scrollMarginTop: FIELD_LABEL_ROOM,
        },
        body: { backgroundColor: tokens.sand, minHeight: '100vh' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        ':root': { [FOCUS_RING_VAR]: tokens.lagoon },
        ':focus-visible': focusRing,
        // The captcha widget draws its checkbox's focus with the browser's thin default: the same ring.
        'altcha-widget input:focus-visible': focusRing,
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
    // Every button, icon button, tab, menu item, chip, checkbox, radio and card that is a link is a ButtonBase,
    // whose own style removes the outline: the ring comes back here, once, for all of them.
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
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
    // Labels above every field, as FormField draws them (components/ui/form-field.tsx): a TextField's label
    // (the desk's forms, the payment form) stands above its input instead of floating inside it, and its
    // outline has no gap cut for it.
    MuiTextField: {
      defaultProps: { slotProps: { inputLabel: { shrink: true } } },
      styleOverrides: {
        root: ({ theme }) => ({
          '& > .MuiInputLabel-root': {
            position: 'static',
            transform: 'none',
            marginBottom: 8,
            fontWeight: 600,
            fontSize: '0.9375rem',
            color: theme.palette.text.primary,
            '&.Mui-focused': { color: theme.palette.text.primary },
            '&.Mui-error': { color: theme.palette.error.main },
          },
          '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: 0 },
        }),
      },
    },
    // The date field (MUI X) is built from its own input: dressed like the text fields beside it.
    MuiPickersOutlinedInput: {
      styleOverrides: {
        root: outlinedField('MuiPickersOutlinedInput'),
        sectionsContainer: { paddingBlock: 13, minHeight: 24 },
      },
    },
    // One dialog style for the portal and the desk (the card dialogs' frame): a display-font title, the same
    // inset for title, content and actions, and actions that wrap rather than squeeze on a phone.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }) => ({
          borderRadius: 12,
          margin: 12,
          [theme.breakpoints.up('sm')]: { margin: 32 },
        }),
      },
    },
    MuiDialogTitle: {
      styleOverrides: {
        root: ({ theme }) => ({
          ...theme.typography.h3,
          padding: `28px ${DIALOG_INSET.xs}px 8px`,
          [theme.breakpoints.up('sm')]: { paddingInline: DIALOG_INSET.sm },
        }),
      },
    },
    MuiDialogContent: {
      styleOverrides: {
        root: ({ theme }) => ({
          paddingInline: DIALOG_INSET.xs,
          [theme.breakpoints.up('sm')]: { paddingInline: DIALOG_INSET.sm },
        }),
      },
    },
    MuiDialogActions: {
      styleOverrides: {
        root: ({ theme }) => ({
          padding: `8px ${DIALOG_INSET.xs}px 28px`,
          gap: 8,
          flexWrap: 'wrap',
          '& > :not(style) ~ :not(style)': { marginLeft: 0 },
          [theme.breakpoints.up('sm')]: { paddingInline: DIALOG_INSET.sm },
        }),
      },
    },
    // Selects, native or not, in the fields' look: an ink chevron on white (MUI's grey one is 2.6:1).
    MuiNativeSelect: { styleOverrides: { icon: { color: tokens.ink } } },
    MuiSelect: { styleOverrides: { icon: { color: tokens.ink } } },
    // An alert's action (Pay now) goes under the text when both do not fit side by side: on a phone it was
    // squeezed into a two-line circle beside a narrow column of text.
    MuiAlert: {
      styleOverrides: {
        root: { borderRadius: 10, alignItems: 'flex-start', flexWrap: 'wrap' },
        message: { flex: '1 1 10rem', minWidth: 0 },
        action: { marginLeft: 'auto', '& .MuiButton-root': { whiteSpace: 'nowrap' } },
      },
    },
    MuiTab: {
      styleOverrides: { root: { minHeight: 48, fontSize: '1rem', '&.Mui-focusVisible': insetFocusRing } },
    },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48, '&.Mui-focusVisible': insetFocusRing } } },
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
