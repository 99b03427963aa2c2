import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Contract, currencyOf, type Language } from '@vida/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { NoWrap } from '../../../components/ui/no-wrap.tsx';
import type { PaymentsNavigationState } from '../../../lib/amount-due.ts';
import { usePaymentsEnabled } from '../../../lib/club-query.ts';
import { formatLongDate, formatMoney } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { roomTypeName } from '../../../lib/room-type.ts';

interface ContractDialogProps {
  /** The contract to show; null keeps the dialog closed. */
  contract: Contract | null;
  language: Language;
  onClose: () => void;
}

// Loaded when a contract with instalments opens: with its form it is code the contracts list does not need.
const AutoPayPanel = lazy(() =>
  import('../../../components/autopay/autopay-panel.tsx').then((m) => ({ default: m.AutoPayPanel })),
);

/**
 * The spec's contract modal: resort, status (Active says so; any other status asks the member to call the
 * Contact Center), number, usage fee for next calendar year, room type, purchase date and the way to pay
 * this contract (Payments opens on it; not offered with payments off, where Payments could only refuse).
 * MUI's dialog traps focus and gives it back to the row that opened it.
 */
export function ContractDialog({ contract, language, onClose }: ContractDialogProps) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  // The last contract stays in place while the dialog fades out.
  const [shown, setShown] = useState(contract);
  if (contract && contract !== shown) setShown(contract);
  // Spec section 9: the usage fee is shown for the current year plus one.
  const feeYear = new Date().getFullYear() + 1;
  const state: PaymentsNavigationState | null = shown ? { contractId: shown.contract_id } : null;
  const paymentsEnabled = usePaymentsEnabled();
  return (
    <Dialog open={contract !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {shown ? (
        <>
          <Box
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, px: { xs: 2.5, sm: 4 }, pt: 3.5, pb: 1 }}
          >
            <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1 }}>
              {shown.resort}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('dialog.close')} sx={{ mt: -0.5, mr: -1 }}>
              <Close />
            </IconButton>
          </Box>
          <DialogContent>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <LabelledValue label={t('dialog.resort')}>{shown.resort}</LabelledValue>
              <LabelledValue label={t('dialog.status')}>
                {shown.contract_status === 'Active' ? t('dialog.active') : t('dialog.otherStatus')}
              </LabelledValue>
              <LabelledValue label={t('dialog.number')}>
                <NoWrap>{shown.contract_number}</NoWrap>
              </LabelledValue>
              <LabelledValue label={t('dialog.usageFee', { year: feeYear })}>
                {formatMoney(shown.maintenance_fee, currencyOf(shown.currency_id), language)}
              </LabelledValue>
              <LabelledValue label={t('dialog.roomType')}>
                {roomTypeName(shown.room_type, language)}
              </LabelledValue>
              <LabelledValue label={t('dialog.purchaseDate')}>
                {formatLongDate(shown.contract_date * 1000, language, 'UTC')}
              </LabelledValue>
            </Box>
            {paymentsEnabled &&
            shown.contract_status !== 'Cancelled' &&
            shown.payment_types.monthly.length > 0 ? (
              <Box sx={{ mt: 3 }}>
                <Suspense fallback={null}>
                  <AutoPayPanel contract={shown} />
                </Suspense>
              </Box>
            ) : null}
          </DialogContent>
          {paymentsEnabled ? (
            <DialogActions>
              <Button
                component={RouterLink}
                to={PATHS.payments}
                state={state}
                variant="contained"
                color="gold"
              >
                {t('dialog.payments')}
              </Button>
            </DialogActions>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
