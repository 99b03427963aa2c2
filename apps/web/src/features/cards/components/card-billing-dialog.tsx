import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { CardBillingSchema, type CreditCard, type Language, type Profile } from '@vida/shared';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { FieldRow, SelectField } from '../../../components/ui/select-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { useCountries } from '../../../lib/reference-data/countries.ts';
import { useStates } from '../../../lib/reference-data/states.ts';
import { CardDialogFrame } from './card-dialog-frame.tsx';

/** Spec section 4: add (create_payment_token), edit (update_payment_token) or info only (no submit). */
export type CardDialogMode =
  | { kind: 'add' }
  | { kind: 'edit'; card: CreditCard }
  | { kind: 'info'; card: CreditCard };

/** The shared billing rules, and whether a new card becomes the default. */
const BillingFormSchema = CardBillingSchema.extend({ is_default: z.boolean() });
export type CardBillingValues = z.infer<typeof BillingFormSchema>;

const FIELDS = [
  'bill_to_forename',
  'bill_to_surname',
  'bill_to_address_line1',
  'bill_to_address_city',
  'bill_to_address_country',
  'bill_to_address_state',
  'bill_to_address_postal_code',
] as const;

function initialValues(mode: CardDialogMode, profile: Profile): CardBillingValues {
  if (mode.kind === 'add') {
    return {
      bill_to_forename: profile.first_name,
      bill_to_surname: profile.last_name,
      bill_to_address_line1: profile.address_line_1 ?? '',
      bill_to_address_city: profile.city ?? '',
      bill_to_address_country: profile.country ?? '',
      bill_to_address_state: profile.states ?? '',
      bill_to_address_postal_code: profile.postal_code ?? '',
      is_default: false,
    };
  }
  const { card } = mode;
  return {
    bill_to_forename: card.first_name,
    bill_to_surname: card.last_name,
    bill_to_address_line1: card.address,
    bill_to_address_city: card.city,
    bill_to_address_country: card.country,
    bill_to_address_state: card.state,
    bill_to_address_postal_code: card.post_code,
    is_default: card.is_default,
  };
}

interface CardBillingDialogProps {
  mode: CardDialogMode | null;
  profile: Profile;
  language: Language;
  cardLabel: (card: CreditCard) => string;
  onClose: () => void;
  /** Valid billing details: the caller asks for consent and sends the member to the provider. */
  onSubmit: (values: CardBillingValues) => void;
}

/**
 * The add/edit card dialog (billing details, checked by the shared schema before the consent dialog) and
 * the info-only one. The card number is never asked for here: the provider's page takes it.
 */
export function CardBillingDialog({ mode, ...rest }: CardBillingDialogProps) {
  if (!mode) return null;
  // A new form per opening: the defaults come from the card or the profile.
  const key = mode.kind === 'add' ? 'add' : `${mode.kind}-${mode.card.id}`;
  return <BillingForm key={key} mode={mode} {...rest} />;
}

function BillingForm({
  mode,
  profile,
  language,
  cardLabel,
  onClose,
  onSubmit,
}: CardBillingDialogProps & { mode: CardDialogMode }) {
  const { t, i18n } = useTranslation('account');
  const first = useRef<HTMLInputElement | null>(null);
  const form = useForm<CardBillingValues>({
    resolver: zodResolver(BillingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(mode, profile),
  });
  const country = useWatch({ control: form.control, name: 'bill_to_address_country' });
  const countries = useCountries(language);
  const listed = country === 'US' || country === 'CA';
  const states = useStates(language, country);
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const text = (field: (typeof FIELDS)[number], label: string, autoComplete: string) => {
    const { ref, ...registration } = form.register(field);
    return (
      <FormField
        id={`card-${field}`}
        label={`${label} *`}
        autoComplete={autoComplete}
        error={errorOf(field)}
        inputRef={(element: HTMLInputElement | null) => {
          ref(element);
          if (field === 'bill_to_forename') first.current = element;
        }}
        {...registration}
      />
    );
  };

  if (mode.kind === 'info') {
    const { card } = mode;
    return (
      <CardDialogFrame
        open
        title={t('cards.form.infoTitle')}
        onClose={onClose}
        actions={
          <Button onClick={onClose} variant="contained" color="gold">
            {t('cards.form.close')}
          </Button>
        }
      >
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <LabelledValue label={t('cards.form.card')}>{cardLabel(card)}</LabelledValue>
          <LabelledValue label={t('cards.form.holder')}>{card.card_holder_name}</LabelledValue>
          <LabelledValue label={t('cards.form.address')}>{card.address}</LabelledValue>
          <LabelledValue label={t('cards.form.city')}>{card.city}</LabelledValue>
          <LabelledValue label={t('cards.form.state')}>{card.state}</LabelledValue>
          <LabelledValue label={t('cards.form.postalCode')}>{card.post_code}</LabelledValue>
          <LabelledValue label={t('cards.form.country')}>
            {countries.find((c) => c.value === card.country)?.label ?? card.country}
          </LabelledValue>
        </Box>
      </CardDialogFrame>
    );
  }

  return (
    <CardDialogFrame
      open
      title={mode.kind === 'add' ? t('cards.form.addTitle') : t('cards.form.editTitle')}
      onClose={onClose}
      onEntered={() => first.current?.focus()}
      onSubmit={form.handleSubmit(onSubmit)}
      actions={
        <>
          <Button onClick={onClose} color="ink" variant="outlined">
            {t('cards.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="gold">
            {t('cards.form.continue')}
          </Button>
        </>
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {mode.kind === 'edit' ? `${cardLabel(mode.card)}. ` : ''}
        {t('cards.form.intro')}
      </Typography>
      <FieldRow>
        {text('bill_to_forename', t('cards.form.firstName'), 'cc-given-name')}
        {text('bill_to_surname', t('cards.form.lastName'), 'cc-family-name')}
      </FieldRow>
      {text('bill_to_address_line1', t('cards.form.address'), 'address-line1')}
      <FieldRow>
        {text('bill_to_address_city', t('cards.form.city'), 'address-level2')}
        {text('bill_to_address_postal_code', t('cards.form.postalCode'), 'postal-code')}
      </FieldRow>
      <FieldRow>
        <Controller
          name="bill_to_address_country"
          control={form.control}
          render={({ field }) => (
            <SelectField
              id="card-bill_to_address_country"
              label={`${t('cards.form.country')} *`}
              placeholder={t('cards.form.chooseCountry')}
              options={countries.map((c) => ({ value: c.value, label: c.label }))}
              error={errorOf('bill_to_address_country')}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('bill_to_address_state', '');
              }}
              onBlur={field.onBlur}
              required
            />
          )}
        />
        {listed ? (
          <Controller
            name="bill_to_address_state"
            control={form.control}
            render={({ field }) => (
              <SelectField
                id="card-bill_to_address_state"
                label={`${t('cards.form.state')} *`}
                placeholder={t('cards.form.chooseState')}
                options={states.map((s) => ({ value: s.value, label: s.label }))}
                error={errorOf('bill_to_address_state')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required
              />
            )}
          />
        ) : (
          text('bill_to_address_state', t('cards.form.state'), 'address-level1')
        )}
      </FieldRow>
      {mode.kind === 'add' ? (
        <Controller
          name="is_default"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t('cards.form.makeDefault')}
            />
          )}
        />
      ) : null}
    </CardDialogFrame>
  );
}
