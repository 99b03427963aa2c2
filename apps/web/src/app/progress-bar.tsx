import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

export default function ProgressBar() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 2 }}>
      <LinearProgress aria-label={t('loading')} sx={{ height: 3 }} />
    </Box>
  );
}
