import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * Why the last payment did not go through, beside the Pay button until the member pays again: the API's
 * words for the provider's reason (or for paying being paused), in the member's language, and a way to
 * another card when one may help.
 */
export function PaymentDeclineNotice({
  message,
  onTryAnotherCard,
}: {
  message: string;
  onTryAnotherCard?: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Alert severity="error" data-testid="payment-decline">
      <AlertTitle>{t('pay.declineTitle')}</AlertTitle>
      {message}
      {onTryAnotherCard ? (
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={onTryAnotherCard}>
            {t('pay.tryAnotherCard')}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
