import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';

/**
 * The member's consent before a payment with a new card: the amount and contract spelled out, and that the
 * card is typed, and the payment made, on the provider's page they are about to leave for.
 */
export function NewCardConsentDialog({
  open,
  busy,
  amount,
  contractNumber,
  onCancel,
  onAgree,
}: {
  open: boolean;
  busy: boolean;
  amount: string;
  contractNumber: string;
  onCancel: () => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} aria-labelledby={id}>
      <DialogTitle id={id}>{t('pay.consentTitle')}</DialogTitle>
      <DialogContent>
        <Typography>
          <NoWrapWithin
            text={t('pay.newCardConsentBody', { amount, number: contractNumber })}
            part={contractNumber}
          />
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="ink" variant="outlined" disabled={busy}>
          {t('pay.consentCancel')}
        </Button>
        <Button onClick={onAgree} variant="contained" color="gold" disabled={busy}>
          {t('pay.newCardAgree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
