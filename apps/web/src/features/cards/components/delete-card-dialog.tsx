import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CreditCard } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDialogFrame } from './card-dialog-frame.tsx';

interface DeleteCardDialogProps {
  card: CreditCard | null;
  cardLabel: (card: CreditCard) => string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (card: CreditCard) => void;
}

/** The delete confirmation; the card is deactivated (kept for the payment history), not erased. */
export function DeleteCardDialog({ card, cardLabel, busy, onClose, onConfirm }: DeleteCardDialogProps) {
  const { t } = useTranslation('account');
  // The last card stays in place while the dialog fades out.
  const [shown, setShown] = useState(card);
  if (card && card !== shown) setShown(card);
  return (
    <CardDialogFrame
      open={card !== null}
      title={t('cards.remove.title')}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} color="ink" variant="outlined" disabled={busy}>
            {t('cards.remove.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (card) onConfirm(card);
            }}
            variant="contained"
            color="error"
            disabled={busy}
          >
            {t('cards.remove.confirm')}
          </Button>
        </>
      }
    >
      <Typography>{shown ? t('cards.remove.body', { card: cardLabel(shown) }) : null}</Typography>
    </CardDialogFrame>
  );
}
