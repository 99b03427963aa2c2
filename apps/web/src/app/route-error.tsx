import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Last resort when a route throws (for example its code failed to download after a deploy): an explanation
 * and a way out, instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h1">{t('errors.title')}</Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('errors.body')}</Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" color="gold" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
          <Button variant="outlined" color="ink" href="/">
            {t('errors.home')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
