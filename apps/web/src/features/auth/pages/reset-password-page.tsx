import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { AskAgain } from '../components/ask-again.tsx';
import { ResetForm } from '../components/reset-form.tsx';
import { useResetTarget } from './forgot-success-page.tsx';

/** Reset password: the token from the route, else from the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token } = useResetTarget();
  return (
    <AuthCard
      overline={t('overline')}
      title={t('reset.title')}
      subtitle={token ? t('reset.subtitle') : undefined}
    >
      {token ? (
        <ResetForm token={token} />
      ) : (
        <AskAgain text={t('reset.noToken')} action={t('reset.askAgain')} />
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
