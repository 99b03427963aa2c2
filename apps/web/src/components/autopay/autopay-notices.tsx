import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { Contract } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentFormNavigationState } from '../../lib/amount-due.ts';
import { autopayOverviewQueryOptions } from '../../lib/autopay-query.ts';
import { formatMoney } from '../../lib/format.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { autopayDay } from './autopay-day.ts';

/**
 * The declined AutoPay charges still unpaid (dashboard, Payments): each says why, when it is tried again or
 * that AutoPay stopped, with the way to pay it now (the contract's monthly payment form). Nothing while there
 * is none, or while the list loads.
 */
export function AutoPayNotices({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { data } = useQuery(autopayOverviewQueryOptions());
  const notices = data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {notices.map((notice) => {
        const contract = contracts.find((c) => c.contract_id === notice.contract_id);
        const state: PaymentFormNavigationState | null = contract ? { contract, choice: {} } : null;
        const values = {
          amount: formatMoney(notice.amount, notice.currency, language),
          number: notice.contract_number,
          date: autopayDay(notice.due_date, language),
          next: notice.next_try_on ? autopayDay(notice.next_try_on, language) : '',
          reason: notice.reason,
        };
        return (
          <Alert
            key={notice.item_id}
            severity={notice.kind === 'stopped' ? 'error' : 'warning'}
            action={
              state ? (
                <Button
                  component={RouterLink}
                  to={PATHS.paymentMethod.replace(':type', 'monthly')}
                  state={state}
                  color="inherit"
                  size="small"
                >
                  {t('autopayNotice.pay')}
                </Button>
              ) : null
            }
          >
            {t(notice.kind === 'stopped' ? 'autopayNotice.stopped' : 'autopayNotice.declined', values)}
          </Alert>
        );
      })}
    </Box>
  );
}
