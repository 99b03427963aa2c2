import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type Contract,
  cvvLengthOf,
  FEE_TYPES,
  fromCents,
  type PaymentCategory,
  type PaymentRequest,
} from '@vida/shared';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';
import { usePaymentsEnabled } from '../../../lib/club-query.ts';
import { creditCardsQueryOptions } from '../../../lib/credit-cards-query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { amountInput, contractCurrency, isDeclined, isPaused } from '../lib/payment-form.ts';
import {
  amountCentsOf,
  PAYMENT_ERROR_FIELDS,
  type PaymentChoice,
  paymentRequestOf,
  paymentResolver,
  selectionOf,
} from '../lib/payment-request.ts';
import { choiceFromState } from '../lib/payment-return.ts';
import { useHostedPayment } from '../lib/use-hosted-payment.ts';
import { usePayContract } from '../lib/use-pay-contract.ts';
import { BackToPayments } from './back-to-payments.tsx';
import { CardChoiceField } from './card-choice-field.tsx';
import { NewCardConsentDialog } from './new-card-consent-dialog.tsx';
import { PaymentAmountField } from './payment-amount-field.tsx';
import { PaymentBeingConfirmed } from './payment-being-confirmed.tsx';
import { FeeTypeField, MonthlyModeField, MonthsField } from './payment-choice-fields.tsx';
import { PaymentConsentDialog } from './payment-consent-dialog.tsx';
import { PaymentDeclineNotice } from './payment-decline-notice.tsx';

/**
 * Paying one payment type of a contract: what to pay, the card and its security code, then the consent
 * dialog; the request is checked with the API's own rule before the dialog opens.
 */
export function PaymentForm({ contract, type }: { contract: Contract; type: PaymentCategory }) {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const language = useLanguage();
  const cards = useQuery(creditCardsQueryOptions());
  const enabled = usePaymentsEnabled();
  const items = contract.payment_types[type];
  const feeTypes = FEE_TYPES.filter((fee) => items.some((item) => item.fee_type === fee));
  const [consent, setConsent] = useState(false);
  // Back from the provider's pages or a card added in the profile: the same mode and items.
  const returned = choiceFromState(useLocation().state);
  // Why the last attempt was declined, and with which card: kept beside the Pay button until the member pays
  // again or picks another card (the notice says "try another card": once they have, it is stale).
  const [declined, setDeclined] = useState<{ message: string; card: string } | null>(null);
  // Paying is paused after too many attempts, whichever card: the server's words stay until the member pays
  // again.
  const [paused, setPaused] = useState<string | null>(null);

  const cardOf = (cardId: number | null) => {
    const fallback = cards.data?.find((card) => card.is_default) ?? cards.data?.[0];
    return cards.data?.find((card) => card.id === (cardId ?? fallback?.id));
  };
  const form = useForm<PaymentChoice, unknown, PaymentRequest>({
    defaultValues: {
      monthlyType: 'monthly',
      multiplePayment: [],
      fee_type: feeTypes[0] ?? '',
      order_amount: '',
      card_id: null,
      cvv: '',
      ...returned,
    },
    resolver: paymentResolver((choice) => {
      const card = cardOf(choice.card_id);
      return { request: paymentRequestOf(contract, type, choice, card), card };
    }),
  });
  const choice = form.watch();
  const chosenCard = cardOf(choice.card_id);
  const { selection, totalCents } = selectionOf(contract, type, choice);
  const full = type === 'monthly' && choice.monthlyType === 'full';
  const amountCents = amountCentsOf(type, choice, totalCents);
  // Another choice of items offers their whole total again; the member may then lower it.
  useEffect(() => {
    form.setValue('order_amount', totalCents > 0 ? amountInput(totalCents) : '');
  }, [form, totalCents]);

  const { pay, fingerprint, confirming, confirmedHere } = usePayContract({
    contract,
    type,
    enabled: enabled === true,
    onFailed: (error) => {
      // Closed first: the closing dialog gives the focus back to the Pay button, and the field in error is
      // where it must end.
      flushSync(() => setConsent(false));
      applyServerErrors(error, form.setError, PAYMENT_ERROR_FIELDS);
      if (isDeclined(error)) setDeclined({ message: error.message, card: cardKey });
      if (isPaused(error)) setPaused(error.message);
    },
  });
  // A new card goes to the provider's hosted page with the payment (no saved card, no CVV here).
  const hosted = useHostedPayment({
    fingerprint,
    noSavedCards: cards.data?.length === 0,
    onFailed: (error) => {
      flushSync(() => setConsent(false));
      applyServerErrors(error, form.setError, PAYMENT_ERROR_FIELDS);
      if (isPaused(error)) setPaused(error.message);
    },
  });
  // The card the form pays with: a saved one, or a new one typed on the provider's page.
  const cardKey = hosted.newCard ? 'new' : String(chosenCard?.id ?? '');
  if (declined && declined.card !== cardKey) setDeclined(null);
  const ids = useId();
  const money = (amount: number) => formatMoney(amount, contractCurrency(contract), language);
  const total = money(fromCents(amountCents));
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? resolveMessage(i18n, message) : undefined);
  const amountError = errorText(errors.order_amount?.message);
  const cvvError = errorText(errors.cvv?.message);
  const cvvMax = chosenCard ? cvvLengthOf(chosenCard.card_type).max : 4;
  const tryAnotherCard = () => {
    form.setValue('cvv', '');
    form.setFocus('card_id');
  };

  if (enabled === false) return <Alert severity="warning">{t('pay.disabled')}</Alert>;
  if (confirming) return <PaymentBeingConfirmed contract={contract} takeFocus={confirmedHere} />;

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        const consentNow = () => {
          setDeclined(null);
          setPaused(null);
          // A session too old by now is renewed while the member reads the consent, not as they pay.
          void fingerprint.fresh();
          setConsent(true);
        };
        if (!hosted.newCard) return form.handleSubmit(consentNow)(event);
        // The API checks the choice (the card is checked by the provider's page).
        event.preventDefault();
        consentNow();
      }}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Typography id={`${ids}-title`} component="h2" variant="h3">
        {t(`pay.types.${type}`)}
      </Typography>
      <Typography sx={{ mt: -1.5 }}>{t(`pay.typeWhat.${type}`)}</Typography>
      {type === 'monthly' ? <MonthlyModeField control={form.control} contract={contract} /> : null}
      {type === 'monthly' && choice.monthlyType === 'multiple' ? (
        <MonthsField
          control={form.control}
          items={items}
          contract={contract}
          error={errorText(errors.multiplePayment?.message)}
        />
      ) : null}
      {type === 'other_fees' ? (
        <FeeTypeField
          control={form.control}
          contract={contract}
          feeTypes={feeTypes}
          error={Boolean(errors.fee_type)}
        />
      ) : null}
      {totalCents > 0 ? (
        <PaymentAmountField
          control={form.control}
          contract={contract}
          type={type}
          items={typeof selection === 'string' ? [] : selection.items}
          totalCents={totalCents}
          amountCents={amountCents}
          full={full}
          error={amountError}
        />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          borderTop: 1,
          borderColor: 'divider',
          pt: 2,
        }}
      >
        <Typography component="p" variant="h4">
          {t('pay.total')}
        </Typography>
        <Typography component="p" variant="h4" data-testid="payment-total">
          {total}
        </Typography>
      </Box>
      <CardChoiceField
        control={form.control}
        cards={cards.data}
        chosen={chosenCard}
        error={errorText(errors.card_id?.message)}
        hosted={hosted}
      />
      {hosted.newCard ? null : (
        <Controller
          control={form.control}
          name="cvv"
          render={({ field }) => (
            <TextField
              label={t('pay.cvv')}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, cvvMax))}
              error={Boolean(cvvError)}
              helperText={cvvError || (cvvMax === 3 ? t('pay.cvvHelp3') : t('pay.cvvHelp'))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: cvvMax } }}
              sx={{ maxWidth: 280 }}
              required
            />
          )}
        />
      )}
      {declined ? (
        <PaymentDeclineNotice message={declined.message} onTryAnotherCard={tryAnotherCard} />
      ) : null}
      {paused ? <PaymentDeclineNotice message={paused} /> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ReasonedButton
          type="submit"
          variant="contained"
          color="gold"
          disabled={pay.isPending || hosted.start.isPending || totalCents === 0 || !cards.data}
          reason={totalCents === 0 ? t('pay.nothingChosen') : undefined}
        >
          {pay.isPending ? t('pay.paying') : t('pay.payButton', { amount: total })}
        </ReasonedButton>
        <BackToPayments contract={contract} />
      </Box>
      <NewCardConsentDialog
        open={consent && hosted.newCard}
        busy={hosted.start.isPending}
        amount={total}
        contractNumber={contract.contract_number}
        onCancel={() => setConsent(false)}
        onAgree={() => hosted.start.mutate(paymentRequestOf(contract, type, choice, undefined))}
      />
      <PaymentConsentDialog
        open={consent && !hosted.newCard}
        paying={pay.isPending}
        amount={total}
        last4={chosenCard?.card_number.slice(-4) ?? ''}
        contractNumber={contract.contract_number}
        onCancel={() => setConsent(false)}
        onAgree={() => pay.mutate(paymentRequestOf(contract, type, choice, chosenCard))}
      />
    </Paper>
  );
}
