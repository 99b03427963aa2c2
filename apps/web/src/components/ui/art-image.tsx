import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface ArtImageProps {
  /** A static SVG from `src/assets/art/` (imported as a URL); it fills its box with its own crop. */
  src: string;
  /** Below the fold (cards, lists, carousels): the browser fetches it when it comes near the viewport. */
  lazy?: boolean | undefined;
  sx?: SxProps<Theme> | undefined;
}

/**
 * The portal's own artwork (DESIGN.md), drawn as static SVG files: decorative, so the text alternative is
 * empty. Each file's `preserveAspectRatio` (`slice`) crops it to the box, as the inline drawings did.
 */
export function ArtImage({ src, lazy = false, sx }: ArtImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    />
  );
}
