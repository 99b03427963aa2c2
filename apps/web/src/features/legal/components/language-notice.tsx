import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Language } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n.ts';

/** Spec section 1: the Spanish version prevails. Says so, and offers the other language in one click. */
export function LanguageNotice({ language }: { language: Language }) {
  const { t } = useTranslation('legal');
  const other: Language = language === 'es' ? 'en' : 'es';
  return (
    <Box
      role="note"
      aria-labelledby="legal-prevails"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'sand.main',
        borderLeft: 4,
        borderColor: 'gold.main',
        borderRadius: 1,
      }}
    >
      <TranslateOutlined aria-hidden="true" sx={{ color: 'gold.dark', mt: 0.25 }} />
      <Box sx={{ flex: 1 }}>
        <Typography id="legal-prevails" component="p" sx={{ fontWeight: 600 }}>
          {t('prevailsTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('prevails')}
        </Typography>
        <Button
          lang={other}
          size="small"
          color="ink"
          variant="outlined"
          onClick={() => void setLanguage(other)}
          sx={{ mt: 1.5 }}
        >
          {t('otherLanguage')}
        </Button>
      </Box>
    </Box>
  );
}
