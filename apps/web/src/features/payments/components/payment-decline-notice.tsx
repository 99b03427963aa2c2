import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * Why the last payment did not go through, beside the Pay button until the member pays again: the API's
 * words for the provider's reason, in the member's language, and a way to another card.
 */
export function PaymentDeclineNotice({
  message,
  onTryAnotherCard,
}: {
  message: string;
  onTryAnotherCard: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Alert
      severity="error"
      data-testid="payment-decline"
      action={
        <Button color="inherit" size="small" onClick={onTryAnotherCard} sx={{ whiteSpace: 'nowrap' }}>
          {t('pay.tryAnotherCard')}
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>{t('pay.declineTitle')}</AlertTitle>
      {message}
    </Alert>
  );
}
