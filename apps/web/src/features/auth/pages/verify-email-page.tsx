import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { verifyEmail } from '../api/accounts-api.ts';
import { PREVIOUS_APP_STATE } from '../lib/previous-app.ts';

/**
 * The link from the verification mail (spec section 4): 200 → verify success; an already verified account
 * → its own message and the login; anything else → the invalid-code notice and the resend page.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const { id = '', token = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once: a verified link answers differently the second time.
    if (started.current) return;
    started.current = true;
    verifyEmail(id, token, search).then(
      (result) =>
        navigate(PATHS.verifySuccess, {
          replace: true,
          state: result.previous_app ? PREVIOUS_APP_STATE : undefined,
        }),
      (error: unknown) => {
        if (isApiRequestError(error) && error.code === 'already_verified') {
          notify('info', error.displayMessage);
          return navigate(PATHS.login, { replace: true });
        }
        const message =
          isApiRequestError(error) && error.status === 400
            ? error.displayMessage
            : 'verification_code_invalid';
        notify('error', message);
        return navigate(PATHS.resendVerification, { replace: true });
      },
    );
  }, [id, token, search, navigate]);

  return (
    <AuthCard overline={t('overline')} title={t('pages:verifyEmail')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} color="secondary" aria-labelledby="verify-checking" />
        <Typography id="verify-checking">{t('verify.checking')}</Typography>
      </Stack>
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
