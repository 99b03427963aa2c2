import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec section 1: a beta banner is shown. */
export function BetaBanner() {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="aside"
      aria-label={t('beta.label')}
      sx={{ bgcolor: 'sand.dark', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <Box
          component="span"
          sx={{
            flexShrink: 0,
            px: 1.25,
            py: 0.25,
            borderRadius: 999,
            bgcolor: 'gold.dark',
            color: 'common.white',
            fontSize: '0.75rem',
            fontWeight: 700,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
          }}
        >
          {t('beta.label')}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.primary' }}>
          {t('beta.text')}
        </Typography>
      </Container>
    </Box>
  );
}
