import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isCheckoutResultReason } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { checkoutOrigin } from '../lib/post-to-provider.ts';

export type CheckoutResultKind = 'success' | 'fail' | 'cancelled';

const ICONS = { success: CheckCircleOutlined, fail: ErrorOutlined, cancelled: InfoOutlined } as const;
const TONES = { success: 'success.main', fail: 'error.main', cancelled: 'secondary.main' } as const;
const PAGE_TITLES = {
  success: 'successTokenization',
  fail: 'failPayment',
  cancelled: 'cancelledPayment',
} as const;

/**
 * Where the provider's reply leaves the member (spec section 2): tokenization success, or the fail and
 * cancelled pages, which show our own text for the reason code in their path. Anyone can write such a
 * link, so nothing else from it reaches the page (issue 23). Each links back to where they started.
 */
export function CheckoutResult({ kind }: { kind: CheckoutResultKind }) {
  const { t } = useTranslation(['account', 'pages']);
  const { message: reason } = useParams();
  const Icon = ICONS[kind];
  const text =
    kind === 'success'
      ? t('result.successBody')
      : isCheckoutResultReason(reason)
        ? t(`result.reasons.${reason}`)
        : t('result.noMessage');
  const title =
    kind === 'success'
      ? t('result.successTitle')
      : kind === 'fail'
        ? t('result.failTitle')
        : t('result.cancelledTitle');
  return (
    <>
      <PageHeader scene="payments" width="compact" title={t(`pages:${PAGE_TITLES[kind]}`)} />
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
            to={checkoutOrigin(PATHS.editProfile)}
            variant="contained"
            color="gold"
          >
            {t('result.back')}
          </Button>
        </Paper>
      </PageBody>
    </>
  );
}
