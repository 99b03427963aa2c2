import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  type Contract,
  FEE_TYPE_KEYS,
  type FeeType,
  fromCents,
  type MonthlyType,
  type PaymentItem,
  selectPayment,
} from '@vida/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clubToday } from '../../../lib/amount-due.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { contractCurrency } from '../lib/payment-form.ts';
import type { PaymentControl } from '../lib/payment-request.ts';
import { PaymentItemLine } from './payment-item-line.tsx';

const MODES: MonthlyType[] = ['monthly', 'full', 'multiple'];

/** What each monthly mode pays, with its amount, said before the member picks it. */
function useModeHints(contract: Contract): Record<MonthlyType, string> {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(fromCents(cents), contractCurrency(contract), language);
  const today = clubToday();
  const due = selectPayment(contract, { paymentType: 'monthly', monthlyType: 'monthly' }, today);
  // Due up to today, as the amount-due card counts; of those, the late ones are the items labelled Overdue.
  const dueNow = typeof due === 'string' ? [] : due.items.filter((item) => item.due_date <= today);
  const late = dueNow.filter((item) => item.due_date < today).length;
  const dueCents = typeof due === 'string' ? 0 : due.totalCents;
  const monthly =
    dueNow.length > 0
      ? t('pay.modes.monthlyHint', { count: dueNow.length, amount: money(dueCents) })
      : t('pay.modes.monthlyHintNext', { amount: money(dueCents) });
  return {
    monthly: late > 0 ? `${monthly} ${t('pay.modes.monthlyHintLate', { count: late })}` : monthly,
    full: t('pay.modes.fullHint', { amount: money(Math.round(contract.pay_in_full * 100)) }),
    multiple: t('pay.modes.multipleHint'),
  };
}

/** Monthly payments: the instalments due, the whole balance, or months of the member's choosing. */
export function MonthlyModeField({ control, contract }: { control: PaymentControl; contract: Contract }) {
  const { t } = useTranslation('account');
  const id = useId();
  const hints = useModeHints(contract);
  return (
    <Controller
      control={control}
      name="monthlyType"
      render={({ field }) => (
        <FormControl>
          <FormLabel id={id}>{t('pay.modes.legend')}</FormLabel>
          <RadioGroup
            aria-labelledby={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as MonthlyType)}
          >
            {MODES.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={
                  <Radio
                    slotProps={{
                      input: {
                        ref: mode === field.value ? field.ref : undefined,
                        'aria-describedby': `${id}-${mode}`,
                      },
                    }}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'grid', py: 0.75 }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {t(`pay.modes.${mode}`)}
                    </Box>
                    <Typography component="span" id={`${id}-${mode}`} variant="body2" color="text.secondary">
                      {hints[mode]}
                    </Typography>
                  </Box>
                }
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** The months to pay in the "multiple" mode, one checkbox per instalment. */
export function MonthsField({
  control,
  items,
  contract,
  error,
}: {
  control: PaymentControl;
  items: PaymentItem[];
  contract: Contract;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <Controller
      control={control}
      name="multiplePayment"
      render={({ field }) => (
        <FormControl error={Boolean(error)} component="fieldset">
          <FormLabel component="legend">{t('pay.months')}</FormLabel>
          <FormGroup>
            {items.map((item, index) => (
              <FormControlLabel
                key={item.id}
                control={
                  <Checkbox
                    slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    checked={field.value.includes(item.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, item.id]
                          : field.value.filter((id) => id !== item.id),
                      )
                    }
                  />
                }
                label={<PaymentItemLine item={item} type="monthly" contract={contract} />}
              />
            ))}
          </FormGroup>
          {error ? (
            <Typography role="alert" color="error">
              {error}
            </Typography>
          ) : null}
        </FormControl>
      )}
    />
  );
}

/** Other fees: which of the contract's fee types to pay (the values stay the club's names). */
export function FeeTypeField({
  control,
  contract,
  feeTypes,
  error,
}: {
  control: PaymentControl;
  contract: Contract;
  feeTypes: FeeType[];
  error: boolean;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const id = useId();
  const amountOf = (fee: FeeType) => {
    const selection = selectPayment(contract, { paymentType: 'other_fees', fee_type: fee }, clubToday());
    const cents = typeof selection === 'string' ? 0 : selection.totalCents;
    return formatMoney(fromCents(cents), contractCurrency(contract), language);
  };
  return (
    <Controller
      control={control}
      name="fee_type"
      render={({ field }) => (
        <FormControl error={error}>
          <FormLabel id={id}>{t('pay.feeType')}</FormLabel>
          <RadioGroup
            aria-labelledby={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {feeTypes.map((fee) => (
              <FormControlLabel
                key={fee}
                value={fee}
                control={
                  <Radio slotProps={{ input: { ref: fee === field.value ? field.ref : undefined } }} />
                }
                label={`${t(`pay.feeTypes.${FEE_TYPE_KEYS[fee]}`)} · ${amountOf(fee)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
