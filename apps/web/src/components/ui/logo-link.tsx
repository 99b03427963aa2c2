import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from './logo.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

interface LogoLinkProps {
  /** Where the logo leads; `null` renders it as plain branding (spec: not a link on the home page). */
  to: string | null;
  tone?: 'light' | 'dark';
  size?: 'small' | 'medium';
  compact?: boolean;
}

export function LogoLink({ to, tone = 'dark', size = 'medium', compact = false }: LogoLinkProps) {
  const { t } = useTranslation('layout');
  const logo = <Logo tone={tone} size={size} compact={compact} />;
  if (to === null) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {logo}
        <VisuallyHidden>{t('brandName')}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        px: 0.5,
        mx: -0.5,
        borderRadius: 1,
        color: 'inherit',
        textDecoration: 'none',
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: tone === 'light' ? 'gold.main' : 'secondary.main',
        },
      }}
    >
      {logo}
      <VisuallyHidden>{t('logoLabel')}</VisuallyHidden>
    </Box>
  );
}
