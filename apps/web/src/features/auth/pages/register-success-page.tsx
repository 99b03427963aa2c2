import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PATHS } from '../../../lib/paths.ts';
import type { RegisterSuccessState } from '../components/register-form.tsx';

function isSuccessState(value: unknown): value is RegisterSuccessState {
  return typeof value === 'object' && value !== null && 'email' in value && 'pre_existing_account' in value;
}

/** Register success (spec section 2), with the extra note when the club already knew the person. */
export function RegisterSuccessPage() {
  const { t } = useTranslation('auth');
  const state: unknown = useLocation().state;
  const success = isSuccessState(state) ? state : null;
  return (
    <AuthCard overline={t('overline')} title={t('registerSuccess.title')}>
      <Typography sx={{ mb: 2 }}>
        {success ? t('registerSuccess.body', { email: success.email }) : t('registerSuccess.bodyNoEmail')}
      </Typography>
      {success?.pre_existing_account ? (
        <FormAlert severity="info">{t('registerSuccess.preExisting')}</FormAlert>
      ) : null}
      <Typography sx={{ color: 'text.secondary', my: 2 }}>{t('registerSuccess.noMail')}</Typography>
      <Button
        component={RouterLink}
        to={PATHS.login}
        variant="contained"
        color="gold"
        size="large"
        fullWidth
        sx={{ mb: 1.5 }}
      >
        {t('registerSuccess.toLogin')}
      </Button>
      <Button component={RouterLink} to={PATHS.resendVerification} variant="outlined" color="ink" fullWidth>
        {t('registerSuccess.resend')}
      </Button>
    </AuthCard>
  );
}

export { RegisterSuccessPage as Component };
