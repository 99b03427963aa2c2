import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ArtImage } from '../components/ui/art-image.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { authCardSx, publicFrameSx } from '../components/ui/public-frame.ts';

export interface LoginShellArt {
  /** The built URLs of the resort artwork (`/assets/…`), as the public layout shows them. */
  hero: string;
  horizon: string;
}

/** The language switch's height (two 44 px buttons, 2 px padding, 1 px border): the header band keeps it. */
const SWITCH_HEIGHT = 50;

/**
 * The login page's first paint, prerendered into index.html at build time (scripts/vite/boot-shells.ts):
 * the public layout's artwork, logo and an empty card, at the spots the app will draw them. It has no text, so
 * it is the same for both languages; the app replaces it (createRoot, not hydration) once the page is ready.
 * Only the artwork (the page's largest paint) and the frame come early; everything one can read or use
 * arrives with the app.
 */
export function LoginShell({ art }: { art: LoginShellArt }) {
  return (
    <Box sx={publicFrameSx.grid}>
      <Box sx={publicFrameSx.aside}>
        <ArtImage src={art.hero} />
        <Box sx={publicFrameSx.asideOverlay}>
          <Box sx={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
            <Logo tone="light" compact />
          </Box>
        </Box>
      </Box>
      <Box sx={publicFrameSx.column}>
        <Box sx={publicFrameSx.header}>
          <Box sx={publicFrameSx.headerArt}>
            <ArtImage src={art.horizon} />
          </Box>
          <Box sx={publicFrameSx.headerLogo}>
            <Box sx={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
              <Logo tone="light" compact />
            </Box>
          </Box>
          <Box sx={{ ...publicFrameSx.headerEnd, height: SWITCH_HEIGHT }} />
        </Box>
        <Box sx={publicFrameSx.main}>
          {/* Phones only: there the card hangs from the band's fixed edge; a wide screen centres it vertically,
              so an empty frame of another height than the real card would move when the card fills. */}
          <Paper elevation={1} sx={{ ...authCardSx(false), minHeight: 420, display: { md: 'none' } }} />
        </Box>
      </Box>
    </Box>
  );
}
