import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Contract, FEE_TYPE_KEYS, type FeeType, type MonthlyType, type PaymentItem } from '@vida/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentControl } from '../lib/payment-request.ts';
import { PaymentItemLine } from './payment-item-line.tsx';

const MODES: MonthlyType[] = ['monthly', 'full', 'multiple'];

/** Monthly payments: the instalments due, the whole balance, or months of the member's choosing. */
export function MonthlyModeField({ control }: { control: PaymentControl }) {
  const { t } = useTranslation('account');
  const id = useId();
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
                  <Radio slotProps={{ input: { ref: mode === field.value ? field.ref : undefined } }} />
                }
                label={t(`pay.modes.${mode}`)}
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
  feeTypes,
  error,
}: {
  control: PaymentControl;
  feeTypes: FeeType[];
  error: boolean;
}) {
  const { t } = useTranslation('account');
  const id = useId();
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
                label={t(`pay.feeTypes.${FEE_TYPE_KEYS[fee]}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
