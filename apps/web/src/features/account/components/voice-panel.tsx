import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Voice authentication (spec section 2): the member is not subscribed yet; nothing to do here for now. */
export function VoicePanel() {
  const { t } = useTranslation('account');
  return (
    <Paper
      component="section"
      aria-labelledby="voice-title"
      elevation={1}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        bgcolor: 'secondary.dark',
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.ink.main} 100%)`,
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 120 48"
        aria-hidden="true"
        focusable="false"
        sx={{
          // Phones have no room beside the heading for it; from sm up the heading row keeps clear of it.
          display: { xs: 'none', sm: 'block' },
          position: 'absolute',
          right: 16,
          top: 20,
          width: 120,
          opacity: 0.22,
          color: 'gold.light',
        }}
      >
        {[4, 14, 24, 34, 44, 54, 64, 74, 84, 94, 104, 114].map((x, i) => {
          const h = [10, 22, 34, 18, 40, 26, 44, 20, 32, 14, 24, 8][i] ?? 10;
          return <rect key={x} x={x - 2} y={24 - h / 2} width="4" height={h} rx="2" fill="currentColor" />;
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', position: 'relative', pr: { sm: 17 } }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.1)',
            color: 'gold.light',
            flexShrink: 0,
          }}
        >
          <RecordVoiceOverOutlined />
        </Box>
        <Box>
          <Typography id="voice-title" component="h2" variant="h4" sx={{ color: 'common.white' }}>
            {t('voice.title')}
          </Typography>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mt: 0.5,
              px: 1.25,
              py: 0.25,
              borderRadius: 999,
              fontSize: '0.8125rem',
              fontWeight: 600,
              bgcolor: 'rgba(255,255,255,0.12)',
              color: 'common.white',
            }}
          >
            {t('voice.status')}
          </Box>
        </Box>
      </Box>
      <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.9)', position: 'relative', maxWidth: 520 }}>
        {t('voice.body')}
      </Typography>
    </Paper>
  );
}
