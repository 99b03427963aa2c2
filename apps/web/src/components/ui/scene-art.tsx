import Box from '@mui/material/Box';

/**
 * A section's scene in a page's header band (PAGE_SCENES), drawn by reference to its file's root element
 * (`<use href="…svg#art">`) rather than as an <img>. It looks the same and the file is cached the same, but
 * the browser no longer counts this decoration as the page's largest paint: that is the member's own content,
 * which arrives in the same HTML (decision 017). Each scene file's root carries `id="art"` (checked by a test).
 */
export function SceneArt({ src }: { src: string }) {
  return (
    <Box
      component="svg"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <use href={`${src}#art`} width="100%" height="100%" />
    </Box>
  );
}
