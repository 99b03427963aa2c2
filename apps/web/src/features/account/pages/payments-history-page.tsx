import ExpandMore from '@mui/icons-material/ExpandMore';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Currency, type Language, PAYMENT_CATEGORIES, type PaymentHistoryContract } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatMoney, formatShortDate } from '../../../lib/format.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { downloadInvoice, paymentHistoryQueryOptions } from '../api/payments-api.ts';
import '../lib/register-messages.ts';
import { pageData } from '../../../lib/page-data.ts';

const isCategory = (value: string): value is (typeof PAYMENT_CATEGORIES)[number] =>
  (PAYMENT_CATEGORIES as readonly string[]).includes(value);

function PaymentsTable({ contract }: { contract: PaymentHistoryContract }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language as Language;
  if (contract.payments.length === 0) return <Typography>{resolveMessage(i18n, 'no_payments')}</Typography>;
  const download = (order: string) =>
    downloadInvoice(order).catch((error: unknown) =>
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error'),
    );
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('pay.history.date')}</TableCell>
            <TableCell>{t('pay.history.type')}</TableCell>
            <TableCell align="right">{t('pay.history.amount')}</TableCell>
            <TableCell>{t('pay.history.card')}</TableCell>
            <TableCell>{t('pay.history.status')}</TableCell>
            <TableCell>{t('pay.history.invoice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contract.payments.map((payment) => {
            // The day the member paid on, where the member is.
            const date = formatShortDate(new Date(payment.created_at), language);
            return (
              <TableRow key={payment.id}>
                <TableCell>
                  <time dateTime={payment.created_at}>{date}</time>
                </TableCell>
                <TableCell>
                  {isCategory(payment.payment_type)
                    ? t(`pay.types.${payment.payment_type}`)
                    : payment.payment_type}
                </TableCell>
                <TableCell align="right">
                  {formatMoney(payment.amount, payment.currency as Currency, language)}
                </TableCell>
                <TableCell>{t('pay.history.cardEnding', { last4: payment.last_four })}</TableCell>
                <TableCell>
                  {payment.status === 3 ? t('pay.history.statuses.3') : t('pay.history.statuses.2')}
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={t('pay.history.download', { date })}
                    onClick={() => void download(payment.uuid)}
                  >
                    <FileDownloadOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Payments history (spec section 2): an accordion per contract (all but Cancelled) with its payments table. */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const history = useQuery(paymentHistoryQueryOptions());
  const contracts = history.data ?? [];
  const none = history.data !== undefined && contracts.every((c) => c.payments.length === 0);
  return (
    <>
      <PageHeader
        overline={t('pay.overline')}
        title={t('pages:paymentsHistory')}
        subtitle={t('pay.history.subtitle')}
      />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 4, md: 6 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {history.isPending ? <Skeleton variant="rounded" height={200} /> : null}
        {none ? <EmptyState text={resolveMessage(i18n, 'no_payments')} /> : null}
        {!none
          ? contracts.map((contract, index) => (
              <Accordion key={contract.contract_id} defaultExpanded={index === 0}>
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography component="h2" variant="h4">
                    {t('pay.history.contract', { resort: contract.resort, number: contract.contract_number })}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <PaymentsTable contract={contract} />
                </AccordionDetails>
              </Accordion>
            ))
          : null}
      </Container>
    </>
  );
}

export const loader = pageData((client) => [client.prefetchQuery(paymentHistoryQueryOptions())]);
