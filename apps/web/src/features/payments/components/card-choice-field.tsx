import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CreditCard } from '@vida/shared';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { addCardPath, rememberReturnState } from '../../../lib/hosted-checkout.ts';
import { PATHS } from '../../../lib/paths.ts';
import type { PaymentControl } from '../lib/payment-request.ts';
import { returnStateOf } from '../lib/payment-return.ts';

/** The choice of a new card (typed on the provider's page) and whether to keep it. */
export interface NewCardChoice {
  newCard: boolean;
  setNewCard: (value: boolean) => void;
  saveCard: boolean;
  setSaveCard: (value: boolean) => void;
}

const NEW_CARD = 'new';

/**
 * The saved card to charge (the default one unless the member picks another), or a new card typed on the
 * provider's page with the payment ("save this card" keeps it), or a way to add one to the profile first
 * that comes back to this payment.
 */
export function CardChoiceField({
  control,
  cards,
  chosen,
  error,
  hosted,
}: {
  control: PaymentControl;
  cards: CreditCard[] | undefined;
  chosen: CreditCard | undefined;
  error: string | undefined;
  hosted: NewCardChoice;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const location = useLocation();
  const choice = useWatch({ control });
  const here = `${location.pathname}${location.search}`;
  const addCard = addCardPath(PATHS.editProfile, here);
  const noCards = cards !== undefined && cards.length === 0;
  return (
    <Controller
      control={control}
      name="card_id"
      render={({ field }) => (
        <FormControl error={Boolean(error)}>
          <FormLabel id={id}>{t('pay.card')}</FormLabel>
          <RadioGroup
            aria-labelledby={id}
            value={hosted.newCard ? NEW_CARD : String(chosen?.id ?? '')}
            onChange={(event) => {
              const newCard = event.target.value === NEW_CARD;
              hosted.setNewCard(newCard);
              if (!newCard) field.onChange(Number(event.target.value));
            }}
          >
            {(cards ?? []).map((card) => (
              <FormControlLabel
                key={card.id}
                value={String(card.id)}
                control={
                  <Radio
                    slotProps={{
                      input: { ref: card.id === chosen?.id && !hosted.newCard ? field.ref : undefined },
                    }}
                  />
                }
                label={t('cards.ending', {
                  brand: card.card_type === 'visa' ? 'Visa' : 'Mastercard',
                  last4: card.card_number.slice(-4),
                })}
              />
            ))}
            <FormControlLabel value={NEW_CARD} control={<Radio />} label={t('pay.newCard')} />
          </RadioGroup>
          {hosted.newCard ? (
            <Box sx={{ pl: { xs: 0, sm: 4 }, display: 'grid', gap: 0.5 }}>
              <FormHelperText sx={{ m: 0 }}>{t('pay.newCardHelp')}</FormHelperText>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={hosted.saveCard}
                    onChange={(event) => hosted.setSaveCard(event.target.checked)}
                  />
                }
                label={t('pay.saveCard')}
              />
            </Box>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {noCards ? `${t('pay.noCards')} ` : null}
            <Link
              component={RouterLink}
              to={addCard}
              onClick={() => rememberReturnState(here, returnStateOf(location.state, choice))}
            >
              {t('pay.addCard')}
            </Link>
          </Typography>
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
