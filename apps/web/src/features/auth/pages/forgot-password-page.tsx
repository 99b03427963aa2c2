import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS, pathTo } from '../../../lib/paths.ts';
import { forgotPassword } from '../api/accounts-api.ts';
import { EmailRequestForm } from '../components/email-request-form.tsx';

export interface ResetNavigationState {
  email?: string;
  token?: string;
}

/** Forgot password: 201 → forgot success with the e-mail and the token (spec section 4). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthCard overline={t('overline')} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <EmailRequestForm
        id="forgot-email"
        label={t('forgot.email')}
        submit={t('forgot.submit')}
        submitting={t('forgot.submitting')}
        captcha
        onSubmit={async ({ email, captcha_response = '' }) => {
          const { token } = await forgotPassword({ email, captcha_response });
          const state: ResetNavigationState = { email, token };
          await navigate(pathTo('forgotSuccess', { token }), { state });
        }}
      />
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login} sx={{ color: 'gold.dark' }}>
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
