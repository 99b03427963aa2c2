import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { RedirectCountdown } from '../components/redirect-countdown.tsx';
import { cameFromPreviousApp, PREVIOUS_APP_STATE } from '../lib/previous-app.ts';

/**
 * Verify success: a countdown in seconds (singular for one), then the login, which greets an owner from the
 * previous app with the password notice.
 */
export function VerifySuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = cameFromPreviousApp(useLocation().state) ? PREVIOUS_APP_STATE : undefined;
  return (
    <AuthCard overline={t('overline')} title={t('verify.successTitle')}>
      <Typography sx={{ mb: 2 }}>{t('verify.successBody')}</Typography>
      <RedirectCountdown
        seconds={TIMINGS.successRedirectSeconds}
        render={(count) => t('verify.countdown', { count })}
        onEnd={() => void navigate(PATHS.login, { replace: true, state })}
      />
      <Button
        component={RouterLink}
        to={PATHS.login}
        state={state}
        variant="contained"
        color="gold"
        size="large"
        fullWidth
      >
        {t('verify.loginNow')}
      </Button>
    </AuthCard>
  );
}

export { VerifySuccessPage as Component };
