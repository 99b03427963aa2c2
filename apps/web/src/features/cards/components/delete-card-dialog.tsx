import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CreditCard } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autopayOverviewQueryOptions } from '../../../lib/autopay-query.ts';
import { CardDialogFrame } from './card-dialog-frame.tsx';

interface DeleteCardDialogProps {
  card: CreditCard | null;
  cardLabel: (card: CreditCard) => string;
  busy: boolean;
  /** The API's answer when the deletion failed; the dialog stays open to try again. */
  error: string | null;
  onClose: () => void;
  onConfirm: (card: CreditCard) => void;
}

/**
 * The delete confirmation; the card is deactivated (kept for the payment history), not erased. When AutoPay
 * charges the card, it says first that deleting it turns AutoPay off on those contracts.
 */
export function DeleteCardDialog({
  card,
  cardLabel,
  busy,
  error,
  onClose,
  onConfirm,
}: DeleteCardDialogProps) {
  const { t } = useTranslation('account');
  // The last card stays in place while the dialog fades out.
  const [shown, setShown] = useState(card);
  if (card && card !== shown) setShown(card);
  const autopay = useQuery({ ...autopayOverviewQueryOptions(), enabled: card !== null });
  const contracts = (autopay.data?.contracts ?? [])
    .filter((entry) => entry.card.id === shown?.id)
    .map((entry) => entry.contract_number);
  return (
    <CardDialogFrame
      open={card !== null}
      title={t('cards.remove.title')}
      busy={busy}
      error={error}
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
      {contracts.length > 0 ? (
        <Typography role="note" sx={{ fontWeight: 600 }}>
          {t('cards.remove.autopay', { count: contracts.length, contracts: contracts.join(', ') })}
        </Typography>
      ) : null}
    </CardDialogFrame>
  );
}
