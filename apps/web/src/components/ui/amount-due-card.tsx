import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AmountDue, fromCents } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { payNowLink } from '../../lib/amount-due.ts';
import { useClub, usePaymentsEnabled } from '../../lib/club-query.ts';
import { formatLongDate, formatMoney } from '../../lib/format.ts';
import { useProfile } from '../../lib/profile-query.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PayByPhone } from './pay-by-phone.tsx';
import { Pill } from './status-pill.tsx';

/**
 * The amount due (issue 24), first thing on the dashboard and My Account: what is due now per currency, how
 * many payments that is and how many are late, the next due date, and "Pay now" to the payment form of the
 * oldest item. With payments off, the same figures and how to pay by phone.
 */
export function AmountDueCard({ owed }: { owed: AmountDue }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const club = useClub();
  const enabled = usePaymentsEnabled();
  const { data: profile } = useProfile();
  const { dueNow, dueNowCount, overdueCount, next, payNow } = owed;
  const link = payNowLink(payNow, profile?.contracts ?? []);
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
          <PayByPhone club={club.data} text={t('amountDue.payByPhone')} />
        ) : null
      ) : enabled && link ? (
        <Box>
          <Button component={RouterLink} to={link.to} state={link.state} variant="contained" color="gold">
            {t('amountDue.payNow')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
