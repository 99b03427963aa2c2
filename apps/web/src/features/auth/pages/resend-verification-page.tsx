import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { resendVerification } from '../api/accounts-api.ts';
import { EmailRequestForm } from '../components/email-request-form.tsx';

/** Resend verification: 204 → login with the new-code notice (spec section 4). */
export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthCard overline={t('overline')} title={t('resend.title')} subtitle={t('resend.subtitle')}>
      <EmailRequestForm
        id="resend-email"
        label={t('resend.email')}
        submit={t('resend.submit')}
        submitting={t('resend.submitting')}
        onSubmit={async ({ email }) => {
          await resendVerification(email);
          notify('success', 'verification_sent');
          await navigate(PATHS.login);
        }}
      />
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login} sx={{ color: 'gold.dark' }}>
          {t('resend.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

export { ResendVerificationPage as Component };
