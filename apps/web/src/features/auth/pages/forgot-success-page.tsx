import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { AskAgain } from '../components/ask-again.tsx';
import { ResetForm } from '../components/reset-form.tsx';
import type { ResetNavigationState } from './forgot-password-page.tsx';

function resetStateOf(value: unknown): ResetNavigationState {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return {
    ...(typeof record.email === 'string' ? { email: record.email } : {}),
    ...(typeof record.token === 'string' ? { token: record.token } : {}),
  };
}

/** The reset token (the link's route, else the forgot page's navigation) and the e-mail when known. */
export function useResetTarget(): { email?: string; token?: string | undefined } {
  const params = useParams();
  const state = resetStateOf(useLocation().state);
  return { ...state, token: params.token ?? state.token };
}

/** Forgot success: thanks (with the e-mail when known, else the title only) and the reset form. */
export function ForgotSuccessPage() {
  const { t } = useTranslation('auth');
  const { email, token } = useResetTarget();
  return (
    <AuthCard
      overline={t('overline')}
      title={t('forgotSent.title')}
      subtitle={email ? t('forgotSent.thanks', { email }) : undefined}
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
        <AskAgain text={t('forgotSent.noToken')} action={t('forgotSent.askAgain')} />
      )}
    </AuthCard>
  );
}

export { ForgotSuccessPage as Component };
