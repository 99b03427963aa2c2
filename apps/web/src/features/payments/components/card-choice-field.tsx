import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CreditCard } from '@vida/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import type { PaymentControl } from '../lib/payment-request.ts';

/** The saved card to charge (the default one unless the member picks another), or a way to add one. */
export function CardChoiceField({
  control,
  cards,
  chosen,
  error,
}: {
  control: PaymentControl;
  cards: CreditCard[] | undefined;
  chosen: CreditCard | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Controller
      control={control}
      name="card_id"
      render={({ field }) => (
        <FormControl error={Boolean(error)}>
          <FormLabel id={id}>{t('pay.card')}</FormLabel>
          {cards && cards.length === 0 ? (
            <Typography>
              {t('pay.noCards')}{' '}
              <Link component={RouterLink} to={PATHS.editProfile}>
                {t('pay.addCard')}
              </Link>
            </Typography>
          ) : (
            <RadioGroup
              aria-labelledby={id}
              value={String(chosen?.id ?? '')}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {(cards ?? []).map((card) => (
                <FormControlLabel
                  key={card.id}
                  value={String(card.id)}
                  control={
                    <Radio slotProps={{ input: { ref: card.id === chosen?.id ? field.ref : undefined } }} />
                  }
                  label={t('cards.ending', {
                    brand: card.card_type === 'visa' ? 'Visa' : 'Mastercard',
                    last4: card.card_number.slice(-4),
                  })}
                />
              ))}
            </RadioGroup>
          )}
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
