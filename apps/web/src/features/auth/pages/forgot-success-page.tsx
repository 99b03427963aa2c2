import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { ResetForm } from '../components/reset-form.tsx';
import type { ResetNavigationState } from './forgot-password-page.tsx';

export function resetStateOf(value: unknown): ResetNavigationState {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return {
    ...(typeof record.email === 'string' ? { email: record.email } : {}),
    ...(typeof record.token === 'string' ? { token: record.token } : {}),
  };
}

/** Forgot success: thanks (with the e-mail when known, else the title only) and the reset form. */
export function ForgotSuccessPage() {
  const { t } = useTranslation('auth');
  const params = useParams();
  const state = resetStateOf(useLocation().state);
  const token = params.token ?? state.token;
  return (
    <AuthCard
      overline={t('overline')}
      title={t('forgotSent.title')}
      subtitle={state.email ? t('forgotSent.thanks', { email: state.email }) : undefined}
    >
      {token ? (
        <>
          <Typography sx={{ mb: 2.5 }}>{t('forgotSent.enterCode')}</Typography>
          <ResetForm token={token} />
          <Typography sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to={PATHS.forgotPassword} sx={{ color: 'gold.dark' }}>
              {t('forgotSent.askAgain')}
            </Link>
          </Typography>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2.5 }}>{t('forgotSent.noToken')}</Typography>
          <Button component={RouterLink} to={PATHS.forgotPassword} variant="contained" color="gold" fullWidth>
            {t('forgotSent.askAgain')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

export { ForgotSuccessPage as Component };
