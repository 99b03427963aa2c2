import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardDialogFrame } from './card-dialog-frame.tsx';

interface CardConsentDialogProps {
  open: boolean;
  busy: boolean;
  /** The API's answer when starting the checkout failed (too many attempts, say); agreeing again retries. */
  error: string | null;
  onClose: () => void;
  onAgree: () => void;
}

/** Spec section 1: the member agrees before going to the provider's hosted page. */
export function CardConsentDialog({ open, busy, error, onClose, onAgree }: CardConsentDialogProps) {
  const { t } = useTranslation('account');
  return (
    <CardDialogFrame
      open={open}
      title={t('cards.consent.title')}
      busy={busy}
      error={error}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} color="ink" variant="outlined" disabled={busy}>
            {t('cards.consent.cancel')}
          </Button>
          <Button onClick={onAgree} variant="contained" color="gold" disabled={busy}>
            {t('cards.consent.agree')}
          </Button>
        </>
      }
    >
      <Typography>{t('cards.consent.body')}</Typography>
    </CardDialogFrame>
  );
}
