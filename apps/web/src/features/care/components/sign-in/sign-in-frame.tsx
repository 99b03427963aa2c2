import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../../components/ui/language-switch.tsx';
import { LogoLink } from '../../../../components/ui/logo-link.tsx';
import { MAIN_CONTENT_ID } from '../../../../components/ui/skip-link.tsx';

/** The desk's sign-in page around its steps: the dark bar with the language switch, the card, the title. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['care', 'pages']);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'sand.main', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'ink.main',
          px: { xs: 2, md: 3 },
          py: 0.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <LogoLink to={null} tone="dark" size="small" compact />
        <Typography
          component="span"
          sx={{
            color: 'gold.light',
            fontWeight: 600,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            fontSize: '0.75rem',
          }}
        >
          {t('desk')}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <LanguageSwitch tone="dark" />
        </Box>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'grid',
          placeItems: 'start center',
          px: 2,
          py: { xs: 3, md: 6 },
          outline: 'none',
        }}
      >
        <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, md: 3.5 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
            {t('pages:careLogin')}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
