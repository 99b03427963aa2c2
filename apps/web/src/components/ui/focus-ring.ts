/**
 * The focus ring's colour is one CSS variable, set on the page by the theme (lagoon) and changed by a dark
 * surface for everything on it, so no control carries a ring of its own.
 */
export const FOCUS_RING_VAR = '--vida-focus-ring';

/** Light gold: 11.3:1 on the portal's ink. */
const RING_ON_INK = '#E2C48E';
const INK = '#111111';

/**
 * Spread into the `sx` of a surface in ink (a header, the drawer's top, a footer). The gap between a control and
 * its ring is filled with ink, so the ring keeps its 11.3:1 where the surface carries light artwork (the page
 * header's beach behind its buttons).
 */
export const onDarkSurface = {
  [FOCUS_RING_VAR]: RING_ON_INK,
  '& .Mui-focusVisible, & :focus-visible': { boxShadow: `0 0 0 2px ${INK}` },
} as const;
