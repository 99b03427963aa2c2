import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the header and menu to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'absolute',
        left: 16,
        top: -80,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2.5,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'gold.main',
        color: 'gold.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
