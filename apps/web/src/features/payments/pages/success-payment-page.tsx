import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CLUB_TIME_ZONE, FEE_TYPE_KEYS, isFeeType, type Receipt, type ReceiptItem } from '@vida/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney, formatShortDay } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { downloadInvoice } from '../api/payments-api.ts';
import { receiptQueryOptions } from '../api/receipt-api.ts';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

/** One line of "what was paid": the item, or a part of it set apart (indented, muted). */
function ItemLine({
  label,
  due,
  amount,
  part = false,
}: {
  label: string;
  due?: string;
  amount: string;
  part?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'baseline',
        py: part ? 0.25 : 0.75,
        pl: part ? 2 : 0,
        color: part ? 'text.secondary' : 'text.primary',
        fontSize: part ? '0.9375rem' : '1rem',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: part ? 400 : 600 }}>
          {label}
        </Box>
        {due ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {due}
            </Box>
          </Box>
        ) : null}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Box>
    </Box>
  );
}

/** The receipt itself: the amount and number, the facts, each item with its parts, the total. */
function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, receipt.currency, language);
  const name = (item: ReceiptItem) => {
    if (item.fee_type)
      return isFeeType(item.fee_type) ? t(`pay.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`) : item.fee_type;
    return receipt.payment_type === 'monthly'
      ? t('pay.receipt.instalment')
      : t(`pay.types.${receipt.payment_type}`);
  };
  const label = (item: ReceiptItem) =>
    item.paid_off ? name(item) : t('pay.receipt.partial', { item: name(item) });
  const paidAt = t('pay.receipt.clubTime', {
    time: formatDateTime(new Date(receipt.paid_at), language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: CLUB_TIME_ZONE,
    }),
  });
  const next = receipt.next_instalment;
  const facts: [string, ReactNode][] = [
    [
      t('pay.receipt.contract'),
      t('pay.receipt.contractValue', { number: receipt.contract.number, resort: receipt.contract.resort }),
    ],
    [t('pay.receipt.paidAt'), paidAt],
    [
      t('pay.receipt.card'),
      t('pay.receipt.cardEnding', {
        brand: CARD_BRANDS[receipt.card.type] ?? receipt.card.type,
        last4: receipt.card.last_four,
      }),
    ],
    [
      t('pay.receipt.nextInstalment'),
      next
        ? t('pay.receipt.nextInstalmentValue', {
            amount: money(next.amount),
            date: formatShortDay(next.due_date, language),
          })
        : t('pay.receipt.noInstalment'),
    ],
  ];
  return (
    <>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'center', textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('pay.receipt.amount')}
        </Typography>
        <Typography data-testid="receipt-amount" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
          {money(receipt.amount)}
        </Typography>
        <Typography data-testid="receipt-number" sx={{ color: 'text.secondary' }}>
          {t('pay.receipt.number', { number: receipt.number })}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {facts.map(([term, value]) => (
          <LabelledValue key={term} label={term}>
            {value}
          </LabelledValue>
        ))}
      </Box>
      <Box component="section" aria-labelledby="receipt-items">
        <Typography id="receipt-items" component="h3" variant="h5" sx={{ mb: 1 }}>
          {t('pay.receipt.items')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
          {receipt.monthly_type === 'full' ? (
            // Paying in full charged the remaining balance: one line, the instalments it closed inside it.
            <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <ItemLine label={t('pay.receipt.balance')} amount={money(receipt.amount)} />
                {receipt.items.map((item) => (
                  <ItemLine
                    key={item.id}
                    label={label(item)}
                    due={formatShortDay(item.due_date, language)}
                    amount={t('pay.receipt.included')}
                    part
                  />
                ))}
                <ItemLine
                  label={t('pay.receipt.lateFees')}
                  amount={t('pay.receipt.lateFeesNoneCharged')}
                  part
                />
              </Box>
            </Box>
          ) : (
            receipt.items.map((item) => (
              <Box component="li" key={item.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  <ItemLine
                    label={label(item)}
                    due={formatShortDay(item.due_date, language)}
                    amount={money(item.amount)}
                  />
                  {item.closing_cost > 0 ? (
                    <ItemLine label={t('pay.receipt.closingCost')} amount={money(item.closing_cost)} part />
                  ) : null}
                  {item.late_fee > 0 ? (
                    <ItemLine label={t('pay.receipt.lateFee')} amount={money(item.late_fee)} part />
                  ) : null}
                </Box>
              </Box>
            ))
          )}
        </Box>
        <Box
          data-testid="receipt-total"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            pt: 1.5,
            fontWeight: 700,
            fontSize: '1.125rem',
          }}
        >
          <span>{t('pay.receipt.total')}</span>
          <span>{money(receipt.amount)}</span>
        </Box>
      </Box>
    </>
  );
}

interface SuccessPaymentPageProps {
  /** What an unknown order, or another member's, shows (the app's not-found page). */
  notFound?: ReactNode;
}

/**
 * Payment success (spec section 2) as the payment's receipt: the amount, the contract, each item paid, the
 * card, the date and time on the club's clock, the next instalment and the PDF. The order is read from the API:
 * another member's order or a made-up one is not found, as any foreign id is.
 */
export function SuccessPaymentPage({ notFound = null }: SuccessPaymentPageProps) {
  const { t } = useTranslation(['account', 'pages']);
  const { order = '' } = useParams();
  const receipt = useQuery(receiptQueryOptions(order));
  const [busy, setBusy] = useState(false);
  if (!receipt.data && isNotFound(receipt.error)) return notFound;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(order);
    } catch (error) {
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader
        scene="payments"
        width="compact"
        overline={t('pay.overline')}
        title={t('pages:successPayment')}
      />
      <PageBody width="compact">
        {/* minmax: a long line wraps inside the card on a phone instead of widening it. */}
        <Paper sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}>
            <CheckCircleOutlined sx={{ fontSize: 56, color: 'success.main' }} aria-hidden="true" />
            <Typography component="h2" variant="h2">
              {t('pay.successTitle')}
            </Typography>
            {receipt.data ? <Typography>{t('pay.successBody')}</Typography> : null}
          </Box>
          {receipt.data ? (
            <ReceiptDetails receipt={receipt.data} />
          ) : receipt.isPending ? (
            <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
              <Skeleton variant="rounded" height={72} />
              <Skeleton variant="rounded" height={160} />
            </Box>
          ) : (
            <FormAlert severity="error">
              {t('pay.receipt.loadError')}{' '}
              <Button size="small" color="ink" onClick={() => void receipt.refetch()}>
                {t('pay.receipt.retry')}
              </Button>
            </FormAlert>
          )}
          {/* Full width on a phone: the Spanish label would wrap in a button sized to it. */}
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              flexWrap: 'wrap',
              justifyContent: 'center',
              '& > *': { width: { xs: '100%', sm: 'auto' } },
            }}
          >
            {receipt.data ? (
              <Button
                onClick={() => void download()}
                variant="contained"
                color="gold"
                startIcon={<FileDownloadOutlined />}
                disabled={busy}
              >
                {t('pay.download')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={PATHS.payments} variant="outlined" color="ink">
              {t('pay.back')}
            </Button>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}
