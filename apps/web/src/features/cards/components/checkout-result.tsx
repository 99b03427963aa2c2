import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CheckoutResultReason, isCheckoutResultReason } from '@vida/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { checkoutOrigin } from '../../../lib/hosted-checkout.ts';
import { PATHS } from '../../../lib/paths.ts';
import type { PageTitleKey } from '../../../lib/route-handle.ts';

export type CheckoutResultKind = 'success' | 'fail' | 'cancelled';

const ICONS = { success: CheckCircleOutlined, fail: ErrorOutlined, cancelled: InfoOutlined } as const;
const TONES = { success: 'success.main', fail: 'error.main', cancelled: 'secondary.main' } as const;

/** The reasons whose card-save wording would mislead on a payment ("it was not saved"). */
const PAYMENT_WORDED = ['declined', 'review', 'duplicate', 'error', 'cancelled'] as const;
type PaymentWorded = (typeof PAYMENT_WORDED)[number];
const isPaymentWorded = (reason: CheckoutResultReason): reason is PaymentWorded =>
  (PAYMENT_WORDED as readonly string[]).includes(reason);

/** What the member was doing at the provider: saving a card, paying, or unknown (a reply we could not verify). */
type Purpose = 'card' | 'payment' | 'unverified';

function pageTitleOf(kind: CheckoutResultKind, purpose: Purpose): PageTitleKey {
  if (kind === 'success') return 'successTokenization';
  if (purpose === 'unverified') return 'checkoutUnverified';
  if (purpose === 'payment') return kind === 'fail' ? 'paymentNotMade' : 'paymentCancelled';
  return kind === 'fail' ? 'failPayment' : 'cancelledPayment';
}

/**
 * Where the provider's reply leaves the member (spec section 2): a saved card, or the fail and cancelled pages
 * of a card save or of a payment with a new card (`?for=payment`, set by the API), which show our own text
 * for the reason code in their path. Anyone can write such a link, so nothing else from it reaches the page
 * (issue 23). Each opens at the top and leads back to where the member started: the profile's cards, or the
 * payment they were making.
 */
export function CheckoutResult({ kind }: { kind: CheckoutResultKind }) {
  const { t } = useTranslation(['account', 'pages', 'common']);
  const { message: reason } = useParams();
  const [search] = useSearchParams();
  const known = isCheckoutResultReason(reason) ? reason : null;
  const purpose: Purpose =
    known === 'unverified' ? 'unverified' : search.get('for') === 'payment' ? 'payment' : 'card';
  const Icon = ICONS[kind];

  let text: string;
  if (kind === 'success') text = t('result.successBody');
  else if (!known) text = t('result.noMessage');
  else if (purpose === 'payment' && isPaymentWorded(known)) text = t(`result.paymentReasons.${known}`);
  else text = t(`result.reasons.${known}`);

  let title: string;
  if (kind === 'success') title = t('result.successTitle');
  else if (purpose === 'unverified') title = t('result.unverifiedTitle');
  else if (purpose === 'payment')
    title = kind === 'fail' ? t('result.paymentFailTitle') : t('result.paymentCancelledTitle');
  else title = kind === 'fail' ? t('result.failTitle') : t('result.cancelledTitle');

  const origin = checkoutOrigin(purpose === 'payment' ? PATHS.payments : PATHS.editProfile);
  const back = origin.path.startsWith(PATHS.editProfile)
    ? t('result.back')
    : origin.path.startsWith(PATHS.paymentMethod.replace(':type', ''))
      ? t('result.backToPayment')
      : t('result.backToPayments');

  const pageTitle = pageTitleOf(kind, purpose);
  useEffect(() => {
    // The route table names these pages for a card save; a payment's (or an unverified reply's) says so.
    document.title = t('common:documentTitle', { page: t(`pages:${pageTitle}`) });
  }, [pageTitle, t]);
  useEffect(() => {
    // The provider's reply is a new page load, which the router may restore to where the form was scrolled.
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <PageHeader scene="payments" width="compact" title={t(`pages:${pageTitle}`)} />
      <PageBody width="compact">
        <Paper
          elevation={1}
          sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
        >
          <Icon aria-hidden="true" sx={{ fontSize: 64, color: TONES[kind] }} />
          <Typography component="h2" variant="h3">
            {title}
          </Typography>
          <Typography role={kind === 'success' ? 'status' : 'alert'} sx={{ overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
          <Button
            component={RouterLink}
            to={origin.path}
            state={origin.state}
            variant="contained"
            color="gold"
          >
            {back}
          </Button>
        </Paper>
      </PageBody>
    </>
  );
}
