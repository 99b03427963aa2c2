/** The signed-in header's height per breakpoint, without its 1 px bottom edge (app/layouts/signed-in/app-header.tsx). */
export const STICKY_HEADER_HEIGHT = { xs: 64, sm: 76 } as const;
