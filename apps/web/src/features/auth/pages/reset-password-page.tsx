import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { ResetForm } from '../components/reset-form.tsx';
import { resetStateOf } from './forgot-success-page.tsx';

/** Reset password: the token from the route, else from the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const params = useParams();
  const state = resetStateOf(useLocation().state);
  const token = params.token ?? state.token;
  return (
    <AuthCard
      overline={t('overline')}
      title={t('reset.title')}
      subtitle={token ? t('reset.subtitle') : undefined}
    >
      {token ? (
        <ResetForm token={token} />
      ) : (
        <>
          <Typography sx={{ mb: 2.5 }}>{t('reset.noToken')}</Typography>
          <Button component={RouterLink} to={PATHS.forgotPassword} variant="contained" color="gold" fullWidth>
            {t('reset.askAgain')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
