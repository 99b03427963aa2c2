import Box from '@mui/material/Box';
import { ArtImage } from '../components/ui/art-image.tsx';
import { Logo } from '../components/ui/logo.tsx';

/** The signed-in header's height per breakpoint (app/layouts/signed-in/app-header.tsx). */
const HEADER_HEIGHT = { xs: 64, sm: 76 };

/**
 * A member's first paint, prerendered into index.html at build time (scripts/vite/boot-shells.ts): the black
 * header with the emblem, then the night-lagoon band with the resort artwork that tops every signed-in page,
 * held open to the bottom of the screen until the page arrives. It has no text, so it is the same for both
 * languages and needs no font; the app replaces it (createRoot, not hydration) once the page's code is in.
 * The band is never smaller than a page's own header band, so the page adds no larger paint.
 */
export function MemberShell({ art }: { art: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'ink.main' }}>
      <Box
        sx={{
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 7, sm: 10 },
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
      >
        <Logo tone="light" compact />
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          overflow: 'hidden',
          backgroundImage: (theme) =>
            `linear-gradient(120deg, ${theme.palette.ink.main} 0%, ${theme.palette.secondary.dark} 100%)`,
        }}
      >
        <Box sx={{ position: 'absolute', inset: 0, opacity: 0.45 }}>
          <ArtImage src={art} />
        </Box>
      </Box>
    </Box>
  );
}
