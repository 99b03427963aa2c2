import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { RedirectCountdown } from '../components/redirect-countdown.tsx';

/** Reset success: a countdown, then the login. */
export function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthCard overline={t('overline')} title={t('reset.successTitle')}>
      <Typography sx={{ mb: 2 }}>{t('reset.successBody')}</Typography>
      <RedirectCountdown
        seconds={TIMINGS.successRedirectSeconds}
        render={(count) => t('reset.countdown', { count })}
        onEnd={() => void navigate(PATHS.login, { replace: true })}
      />
      <Button component={RouterLink} to={PATHS.login} variant="contained" color="gold" size="large" fullWidth>
        {t('reset.loginNow')}
      </Button>
    </AuthCard>
  );
}

export { ResetSuccessPage as Component };
