import ExpandMore from '@mui/icons-material/ExpandMore';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type Currency,
  PAYMENT_CATEGORIES,
  PAYMENT_HISTORY_PENDING,
  type PaymentHistoryContract,
} from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoading, ListState } from '../../../components/ui/list-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pill } from '../../../components/ui/status-pill.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatMoney, formatShortDate } from '../../../lib/format.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { downloadInvoice, paymentHistoryQueryOptions } from '../api/payments-api.ts';
import { StatementButton } from '../components/statement-button.tsx';
import '../lib/register-messages.ts';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';
import { pageData } from '../../../lib/page-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const isCategory = (value: string): value is (typeof PAYMENT_CATEGORIES)[number] =>
  (PAYMENT_CATEGORIES as readonly string[]).includes(value);

/**
 * Under md the table becomes a card per payment (DESIGN.md): the header row is kept for assistive technology
 * but hidden, and each cell shows its column's name above its value, two to a line.
 */
const stackedOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: 2,
      rowGap: 1.5,
      py: 2,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': {
      display: 'block',
      border: 0,
      p: 0,
      textAlign: 'left',
      '&::before': {
        content: 'attr(data-label)',
        display: 'block',
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: 'text.secondary',
      },
    },
  },
});

function PaymentsTable({ contract }: { contract: PaymentHistoryContract }) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguage();
  if (contract.payments.length === 0) return <Typography>{resolveMessage(i18n, 'no_payments')}</Typography>;
  const download = (order: string) =>
    downloadInvoice(order).catch((error: unknown) =>
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error'),
    );
  return (
    <TableContainer>
      <Table size="small" sx={stackedOnPhones}>
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
              <TableRow key={payment.uuid}>
                <TableCell data-label={t('pay.history.date')} sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={payment.created_at}>{date}</time>
                </TableCell>
                <TableCell data-label={t('pay.history.type')}>
                  {isCategory(payment.payment_type)
                    ? t(`pay.types.${payment.payment_type}`)
                    : payment.payment_type}
                </TableCell>
                <TableCell align="right" data-label={t('pay.history.amount')} sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(payment.amount, payment.currency as Currency, language)}
                </TableCell>
                <TableCell data-label={t('pay.history.card')}>
                  {t('pay.history.cardEnding', { last4: payment.last_four })}
                </TableCell>
                <TableCell data-label={t('pay.history.status')}>
                  {/* A payment still being confirmed stands out from the settled ones around it. */}
                  {payment.status === PAYMENT_HISTORY_PENDING ? (
                    <Pill tone="warning">{t('pay.history.statuses.1')}</Pill>
                  ) : (
                    <Pill tone="success">
                      {payment.status === 3 ? t('pay.history.statuses.3') : t('pay.history.statuses.2')}
                    </Pill>
                  )}
                </TableCell>
                <TableCell data-label={t('pay.history.invoice')}>
                  {/* Payments the club recorded outside the portal have no invoice to download. */}
                  {payment.status === PAYMENT_HISTORY_PENDING ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('pay.history.invoiceLater')}
                    </Typography>
                  ) : payment.invoice ? (
                    <IconButton
                      aria-label={t('pay.history.download', { date })}
                      onClick={() => void download(payment.uuid)}
                    >
                      <FileDownloadOutlined />
                    </IconButton>
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('pay.history.noInvoice')}
                    </Typography>
                  )}
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
  return (
    <>
      <PageHeader
        scene="payments"
        width="wide"
        overline={t('pay.overline')}
        title={t('pages:paymentsHistory')}
        subtitle={t('pay.history.subtitle')}
      />
      <PageBody width="wide" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <ListState
          query={history}
          loading={<ListLoading rows={1} height={200} />}
          errorMessage={t('pay.history.loadError')}
          isEmpty={(contracts) => contracts.every((c) => c.payments.length === 0)}
          empty={<EmptyState text={resolveMessage(i18n, 'no_payments')} />}
        >
          {(contracts) =>
            contracts.map((contract, index) => (
              <Accordion
                key={contract.contract_id}
                defaultExpanded={index === 0}
                // The accordion's own heading element is the page's second level (its default is h3).
                slotProps={{ heading: { component: 'h2' } }}
              >
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography component="span" variant="h4">
                    <NoWrapWithin
                      text={t('pay.history.contract', {
                        resort: contract.resort,
                        number: contract.contract_number,
                      })}
                      part={contract.contract_number}
                    />
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
                  <StatementButton
                    contract={{
                      id: contract.contract_id,
                      number: contract.contract_number,
                      resort: contract.resort,
                    }}
                  />
                  <PaymentsTable contract={contract} />
                </AccordionDetails>
              </Accordion>
            ))
          }
        </ListState>
      </PageBody>
    </>
  );
}

export const loader = pageData((client) => [client.prefetchQuery(paymentHistoryQueryOptions())]);
