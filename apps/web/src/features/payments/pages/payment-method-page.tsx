import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Contract,
  FEE_TYPE_KEYS,
  FEE_TYPES,
  type FeeType,
  fromCents,
  type Language,
  type MonthlyType,
  type PaymentCategory,
  type PaymentItem,
  type PaymentRequestInput,
  PaymentRequestSchema,
  selectPayment,
} from '@vida/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { creditCardsQueryOptions } from '../../../lib/credit-cards-query.ts';
import { useDeviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { formatMoney, formatShortDay } from '../../../lib/format.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { cardKeys, contractKeys, profileKeys } from '../../../lib/query-keys.ts';
import { payContract, paymentKeys, paymentsStatusQueryOptions } from '../api/payments-api.ts';
import {
  amountText,
  contractCurrency,
  contractFromState,
  isBeingConfirmed,
  isPaymentCategory,
  paymentsBeingConfirmed,
  todayIso,
} from '../lib/payment-form.ts';
import '../lib/register-messages.ts';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';

const MODES: MonthlyType[] = ['monthly', 'full', 'multiple'];

function ItemLine({
  item,
  type,
  contract,
}: {
  item: PaymentItem;
  type: PaymentCategory;
  contract: Contract;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language as Language;
  const money = (amount: number) => formatMoney(amount, contractCurrency(contract), language);
  const extras = [
    type === 'down' && item.closing_cost > 0
      ? t('pay.closingCost', { amount: money(item.closing_cost) })
      : null,
    item.late_fee > 0 ? t('pay.lateFee', { amount: money(item.late_fee) }) : null,
  ].filter(Boolean);
  const date = formatShortDay(item.due_date, language);
  const label = item.fee_type
    ? t(`pay.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`)
    : type === 'monthly'
      ? t('pay.instalment', { date })
      : `${t(`pay.types.${type}`)} (${t('pay.due', { date })})`;
  return (
    <>
      {label}
      {' · '}
      {money(item.amount_due)}
      {extras.length > 0 ? ` (+ ${extras.join(', ')})` : ''}
    </>
  );
}

/** Back to the Payments page, with this contract chosen again. */
function BackToPayments({ contract }: { contract: Contract }) {
  const { t } = useTranslation('account');
  return (
    <Button
      component={RouterLink}
      to={PATHS.payments}
      state={{ contractId: contract.contract_id }}
      color="ink"
    >
      {t('pay.back')}
    </Button>
  );
}

function PaymentForm({ contract, type }: { contract: Contract; type: PaymentCategory }) {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cards = useQuery(creditCardsQueryOptions());
  const status = useQuery(paymentsStatusQueryOptions());
  const items = contract.payment_types[type];
  const feeTypes = FEE_TYPES.filter((fee) => items.some((item) => item.fee_type === fee));
  const [monthlyType, setMonthlyType] = useState<MonthlyType>('monthly');
  const [months, setMonths] = useState<number[]>([]);
  const [feeType, setFeeType] = useState<string>(feeTypes[0] ?? '');
  const [cardId, setCardId] = useState<number | null>(null);
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  // A charge of these items awaits the provider's answer: the form says so for good and offers no new try
  // (a new key would be a second charge, were the items not reserved anyway).
  const [confirming, setConfirming] = useState(() =>
    paymentsBeingConfirmed(contract).some((payment) => payment.payment_type === type),
  );
  // The consent dialog and the pay button it came from are gone once the notice replaces the form: the notice's
  // heading takes the focus, so that a keyboard or screen reader user is not left on the page's <body>.
  const confirmingHeading = useRef<HTMLHeadingElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    if (confirming && focusNotice) confirmingHeading.current?.focus();
  }, [confirming, focusNotice]);
  // Made when the form opens, kept across a retry after a lost answer, renewed once the server has answered.
  const idempotency = useIdempotencyKey();
  // The provider's device-fingerprint script runs while the member fills the form in; its session id goes
  // with the payment (a new one when the form stayed open 25 minutes or more).
  const fingerprint = useDeviceFingerprint(status.data?.enabled === true && !confirming);
  const ids = useId();
  const currency = contractCurrency(contract);
  const money = (amount: number) => formatMoney(amount, currency, language);

  const defaultCard = cards.data?.find((card) => card.is_default) ?? cards.data?.[0];
  const chosenCard = cards.data?.find((card) => card.id === (cardId ?? defaultCard?.id));
  const selection = selectPayment(
    contract,
    { paymentType: type, monthlyType, multiplePayment: months, fee_type: feeType },
    todayIso(),
  );
  const totalCents = typeof selection === 'string' ? 0 : selection.totalCents;

  const body: PaymentRequestInput = {
    order_amount: amountText(totalCents),
    contract_id: contract.contract_id,
    card_id: chosenCard?.id ?? 0,
    cvv,
    paymentType: type,
    ...(typeof selection === 'string' ? {} : { paymentTypeIds: selection.items.map((item) => item.id) }),
    ...(type === 'monthly'
      ? { monthlyType, ...(monthlyType === 'multiple' ? { multiplePayment: months } : {}) }
      : {}),
    ...(type === 'other_fees' && feeType ? { fee_type: feeType as FeeType } : {}),
  };

  const pay = useMutation({
    mutationFn: async () => {
      const sessionId = await fingerprint.fresh();
      return payContract(sessionId ? { ...body, device_fingerprint_id: sessionId } : body, idempotency.key);
    },
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ]);
      notify('success', 'payment_received');
      navigate(PATHS.successPayment.replace(':order', result.id));
    },
    onError: async (error) => {
      setConsent(false);
      if (isBeingConfirmed(error)) {
        setFocusNotice(true);
        setConfirming(true);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: profileKeys.all }),
          queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
        ]);
        return;
      }
      // A network failure may have reached the server: the same key lets the retry get the first answer.
      if (!answerLost(error)) idempotency.renew();
      if (isApiRequestError(error) && Object.keys(error.errors).length > 0) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])),
        );
      }
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    },
  });

  const submit = () => {
    const parsed = PaymentRequestSchema.safeParse(body);
    if (!parsed.success || !chosenCard) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? [])
        next[String(issue.path[0])] ??= resolveMessage(i18n, issue.message);
      if (!chosenCard) next.card_id = resolveMessage(i18n, 'validation_required');
      setErrors(next);
      return;
    }
    setErrors({});
    // A session too old by now is renewed while the member reads the consent, not as they pay.
    void fingerprint.fresh();
    setConsent(true);
  };

  if (status.data?.enabled === false) return <Alert severity="warning">{t('pay.disabled')}</Alert>;
  if (confirming)
    return (
      <Paper
        sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
      >
        <HourglassTopOutlined aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
        <Typography
          ref={confirmingHeading}
          component="h2"
          variant="h3"
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t('pay.confirmingTitle')}
        </Typography>
        <Typography role="status" sx={{ maxWidth: '60ch' }}>
          {t('pay.confirming')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          <Button component={RouterLink} to={PATHS.paymentsHistory} variant="contained" color="ink">
            {t('pay.seeHistory')}
          </Button>
          <BackToPayments contract={contract} />
        </Box>
      </Paper>
    );

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Typography id={`${ids}-title`} component="h2" variant="h3">
        {t(`pay.types.${type}`)}
      </Typography>
      {type === 'monthly' ? (
        <FormControl>
          <FormLabel id={`${ids}-mode`}>{t('pay.modes.legend')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${ids}-mode`}
            value={monthlyType}
            onChange={(event) => setMonthlyType(event.target.value as MonthlyType)}
          >
            {MODES.map((mode) => (
              <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`pay.modes.${mode}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {type === 'monthly' && monthlyType === 'multiple' ? (
        <FormControl error={Boolean(errors.multiplePayment)} component="fieldset">
          <FormLabel component="legend">{t('pay.months')}</FormLabel>
          <FormGroup>
            {items.map((item) => (
              <FormControlLabel
                key={item.id}
                control={
                  <Checkbox
                    checked={months.includes(item.id)}
                    onChange={(event) =>
                      setMonths((chosen) =>
                        event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id),
                      )
                    }
                  />
                }
                label={<ItemLine item={item} type={type} contract={contract} />}
              />
            ))}
          </FormGroup>
          {errors.multiplePayment ? (
            <Typography role="alert" color="error">
              {errors.multiplePayment}
            </Typography>
          ) : null}
        </FormControl>
      ) : null}
      {type === 'other_fees' ? (
        <FormControl error={Boolean(errors.fee_type)}>
          <FormLabel id={`${ids}-fee`}>{t('pay.feeType')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${ids}-fee`}
            value={feeType}
            onChange={(event) => setFeeType(event.target.value)}
          >
            {feeTypes.map((fee) => (
              <FormControlLabel
                key={fee}
                value={fee}
                control={<Radio />}
                label={t(`pay.feeTypes.${FEE_TYPE_KEYS[fee]}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {typeof selection !== 'string' && !(type === 'monthly' && monthlyType === 'multiple') ? (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {selection.items.map((item) => (
            <li key={item.id}>
              <ItemLine item={item} type={type} contract={contract} />
            </li>
          ))}
        </Box>
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
          {money(fromCents(totalCents))}
        </Typography>
      </Box>
      {errors.order_amount ? <Alert severity="error">{errors.order_amount}</Alert> : null}
      <FormControl error={Boolean(errors.card_id)}>
        <FormLabel id={`${ids}-card`}>{t('pay.card')}</FormLabel>
        {cards.data && cards.data.length === 0 ? (
          <Typography>
            {t('pay.noCards')}{' '}
            <Link component={RouterLink} to={PATHS.editProfile}>
              {t('pay.addCard')}
            </Link>
          </Typography>
        ) : (
          <RadioGroup
            aria-labelledby={`${ids}-card`}
            value={String(chosenCard?.id ?? '')}
            onChange={(event) => setCardId(Number(event.target.value))}
          >
            {(cards.data ?? []).map((card) => (
              <FormControlLabel
                key={card.id}
                value={String(card.id)}
                control={<Radio />}
                label={t('cards.ending', {
                  brand: card.card_type === 'visa' ? 'Visa' : 'Mastercard',
                  last4: card.card_number.slice(-4),
                })}
              />
            ))}
          </RadioGroup>
        )}
        {errors.card_id ? (
          <Typography role="alert" color="error">
            {errors.card_id}
          </Typography>
        ) : null}
      </FormControl>
      <TextField
        label={t('pay.cvv')}
        value={cvv}
        onChange={(event) => setCvv(event.target.value.replace(/\D/g, '').slice(0, 4))}
        error={Boolean(errors.cvv)}
        helperText={errors.cvv || t('pay.cvvHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
        sx={{ maxWidth: 280 }}
        required
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ReasonedButton
          type="submit"
          variant="contained"
          color="gold"
          disabled={pay.isPending || totalCents === 0 || !cards.data}
          reason={totalCents === 0 ? t('pay.nothingChosen') : undefined}
        >
          {pay.isPending ? t('pay.paying') : t('pay.payButton', { amount: money(fromCents(totalCents)) })}
        </ReasonedButton>
        <BackToPayments contract={contract} />
      </Box>
      <Dialog
        open={consent}
        onClose={() => !pay.isPending && setConsent(false)}
        aria-labelledby={`${ids}-consent`}
      >
        <DialogTitle id={`${ids}-consent`}>{t('pay.consentTitle')}</DialogTitle>
        <DialogContent>
          <Typography>
            <NoWrapWithin
              text={t('pay.consentBody', {
                amount: money(fromCents(totalCents)),
                last4: chosenCard?.card_number.slice(-4) ?? '',
                number: contract.contract_number,
              })}
              part={contract.contract_number}
            />
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConsent(false)} color="ink" variant="outlined" disabled={pay.isPending}>
            {t('pay.consentCancel')}
          </Button>
          <Button onClick={() => pay.mutate()} variant="contained" color="gold" disabled={pay.isPending}>
            {pay.isPending ? t('pay.paying') : t('pay.consentAgree')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** Payment method (spec section 2): needs the contract in navigation state; a type without items goes back. */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const { type } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const contract = contractFromState(location.state);
  const category = isPaymentCategory(type) ? type : null;
  const empty = Boolean(contract && category && contract.payment_types[category].length === 0);
  useEffect(() => {
    if (empty) navigate(-1);
  }, [empty, navigate]);
  return (
    <>
      <PageHeader
        scene="payments"
        width="narrow"
        overline={t('pay.overline')}
        title={category ? t(`pay.types.${category}`) : t('pages:payments')}
        subtitle={
          contract ? (
            <NoWrapWithin
              text={t('pay.methodSubtitle', { number: contract.contract_number, resort: contract.resort })}
              part={contract.contract_number}
            />
          ) : undefined
        }
      />
      <PageBody width="narrow">
        {contract && category && !empty ? (
          <PaymentForm contract={contract} type={category} />
        ) : (
          <EmptyState
            text={resolveMessage(i18n, 'no_data_available')}
            action={
              <Button component={RouterLink} to={PATHS.payments} variant="contained" color="ink">
                {t('pay.back')}
              </Button>
            }
          />
        )}
      </PageBody>
    </>
  );
}
