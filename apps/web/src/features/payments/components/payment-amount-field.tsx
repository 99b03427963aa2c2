import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allocatePayment,
  type Contract,
  fromCents,
  itemTotalCents,
  type PaymentCategory,
  type PaymentItem,
} from '@vida/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { amountInput, contractCurrency } from '../lib/payment-form.ts';
import type { PaymentControl } from '../lib/payment-request.ts';
import { PaymentItemLine } from './payment-item-line.tsx';

interface AmountProps {
  control: PaymentControl;
  contract: Contract;
  type: PaymentCategory;
  /** The items the chosen mode pays, and their total: the most the member may type. */
  items: readonly PaymentItem[];
  totalCents: number;
  /** What the member's amount comes to now (0 while it is not an amount). */
  amountCents: number;
  /** Paying in full: the amount is the whole remaining balance, not the member's to change. */
  full: boolean;
  error: string | undefined;
}

/**
 * The amount to pay (spec section 5: up to the total due for the chosen items) and, as the member types it,
 * how it is applied to those items: oldest first, its late fee first, as the API applies it (decision 016).
 */
export function PaymentAmountField(props: AmountProps) {
  const { control, contract, totalCents, full, error } = props;
  const { t } = useTranslation('account');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(fromCents(cents), contractCurrency(contract), language);
  const max = money(totalCents);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="order_amount"
        render={({ field }) => (
          <TextField
            label={t('pay.amount')}
            value={full ? amountInput(totalCents) : field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            // Digits, the thousands separator and the decimal point only: the rest could never be an amount.
            onChange={(event) => field.onChange(event.target.value.replace(/[^\d.,]/g, ''))}
            error={Boolean(error)}
            helperText={error || (full ? t('pay.amountFullHelp') : t('pay.amountHelp', { max }))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', readOnly: full },
              input: {
                startAdornment: (
                  <Typography component="span" sx={{ mr: 1, color: 'text.secondary' }}>
                    {contractCurrency(contract)}
                  </Typography>
                ),
              },
            }}
            sx={{ maxWidth: 360 }}
            required
          />
        )}
      />
      <PaymentAllocation {...props} money={money} />
    </Box>
  );
}

/** Each item of the mode with what the amount does to it: paid off, partly paid (the rest stays due), or not reached. */
function PaymentAllocation({
  contract,
  type,
  items,
  amountCents,
  full,
  money,
}: AmountProps & { money: (cents: number) => string }) {
  const { t } = useTranslation('account');
  const id = useId();
  if (items.length === 0) return null;
  const parts = new Map(allocatePayment(type, items, amountCents).map((part) => [part.item.id, part]));
  const ordered = [...items].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
  const count = full ? items.length : parts.size;
  const outcome = (item: PaymentItem) => {
    if (full) return t('pay.appliedFull');
    const part = parts.get(item.id);
    if (!part) return t('pay.appliedNone');
    if (part.settles) return t('pay.appliedAll', { amount: money(part.totalCents) });
    const left = itemTotalCents(type, item) - part.totalCents;
    return t('pay.appliedPart', { paid: money(part.totalCents), left: money(left) });
  };
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('pay.appliedTitle', { count })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }} data-testid="payment-applied">
        {ordered.map((item) => (
          <li key={item.id}>
            <PaymentItemLine item={item} type={type} contract={contract} />
            <Typography
              component="span"
              variant="body2"
              sx={{
                display: 'block',
                color: parts.get(item.id)?.settles || full ? 'success.dark' : 'text.secondary',
              }}
            >
              {outcome(item)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
