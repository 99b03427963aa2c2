import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';

interface PaymentConsentDialogProps {
  open: boolean;
  paying: boolean;
  /** The total as shown, the card's last four digits and the contract's number. */
  amount: string;
  last4: string;
  contractNumber: string;
  onCancel: () => void;
  onAgree: () => void;
}

/** The member's consent to the charge, amount, card and contract spelled out; nothing is charged before. */
export function PaymentConsentDialog({
  open,
  paying,
  amount,
  last4,
  contractNumber,
  onCancel,
  onAgree,
}: PaymentConsentDialogProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Dialog open={open} onClose={() => !paying && onCancel()} aria-labelledby={id}>
      <DialogTitle id={id}>{t('pay.consentTitle')}</DialogTitle>
      <DialogContent>
        <Typography>
          <NoWrapWithin
            text={t('pay.consentBody', { amount, last4, number: contractNumber })}
            part={contractNumber}
          />
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="ink" variant="outlined" disabled={paying}>
          {t('pay.consentCancel')}
        </Button>
        <Button onClick={onAgree} variant="contained" color="gold" disabled={paying}>
          {paying ? t('pay.paying') : t('pay.consentAgree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
