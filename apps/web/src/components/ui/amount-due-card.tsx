import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type AmountDue, formatCareHours, fromCents } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentsNavigationState } from '../../lib/amount-due.ts';
import { type Club, useClub, usePaymentsEnabled } from '../../lib/club-query.ts';
import { formatLongDate, formatMoney } from '../../lib/format.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { NoWrap } from './no-wrap.tsx';
import { Pill } from './status-pill.tsx';

/** With payments off (spec section 9) the card says how to pay instead: customer care's phone and hours. */
function PayByPhone({ club }: { club: Club | undefined }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (!club) return <Skeleton width="80%" />;
  const hours = formatCareHours(club.care_hours, language);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, bgcolor: 'sand.main', borderRadius: 1, p: 2 }}>
      <Typography>{t('amountDue.payByPhone')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PhoneOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Link href={`tel:${club.care_phone.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 700 }}>
          <NoWrap>{club.care_phone}</NoWrap>
        </Link>
      </Box>
      {hours ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('amountDue.hours', { hours, zone: club.care_time_zone })}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The amount due (issue 24), first thing on the dashboard and My Account: what is due now per currency, how
 * many payments that is and how many are late, the next due date, and "Pay now" to the contract and kind of
 * payment of the oldest item. With payments off, the same figures and how to pay by phone.
 */
export function AmountDueCard({ owed }: { owed: AmountDue }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const club = useClub();
  const enabled = usePaymentsEnabled();
  const { dueNow, dueNowCount, overdueCount, next, payNow } = owed;
  const state: PaymentsNavigationState | null = payNow
    ? { contractId: payNow.contract_id, type: payNow.type }
    : null;
  return (
    <Paper
      component="section"
      aria-labelledby="amount-due-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography id="amount-due-title" component="h2" variant="h3">
          {t('amountDue.title')}
        </Typography>
        {overdueCount > 0 ? (
          <Pill tone="error">{t('amountDue.overdue', { count: overdueCount })}</Pill>
        ) : null}
      </Box>
      {dueNowCount > 0 ? (
        <Box component="p" sx={{ m: 0, display: 'grid' }}>
          {dueNow.map(({ currency, cents }) => (
            <Box
              component="span"
              key={currency}
              sx={{
                fontSize: { xs: '1.75rem', sm: '2rem' },
                fontWeight: 700,
                lineHeight: 1.2,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatMoney(fromCents(cents), currency, language)}
            </Box>
          ))}
          <Box component="span" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('amountDue.count', { count: dueNowCount })}
          </Box>
        </Box>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{t('amountDue.nothingDue')}</Typography>
      )}
      {next ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('amountDue.next', {
            date: formatLongDate(new Date(`${next.due_date}T12:00:00Z`), language, 'UTC'),
            amount: next.amounts
              .map(({ currency, cents }) => formatMoney(fromCents(cents), currency, language))
              .join(' + '),
          })}
        </Typography>
      ) : null}
      {enabled === false ? (
        dueNowCount > 0 || next ? (
          <PayByPhone club={club.data} />
        ) : null
      ) : enabled && dueNowCount > 0 ? (
        <Box>
          <Button component={RouterLink} to={PATHS.payments} state={state} variant="contained" color="gold">
            {t('amountDue.payNow')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
