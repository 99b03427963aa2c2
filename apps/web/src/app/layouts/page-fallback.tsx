import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Shown while a route's code loads: never a blank page. Plain CSS, so it costs no component code. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        flex: 1,
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <Box aria-hidden="true" className="vida-pulse" />
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('loading')}
      </Box>
    </Box>
  );
}
