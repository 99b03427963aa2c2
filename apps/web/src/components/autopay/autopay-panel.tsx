import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@vida/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PaymentFormNavigationState } from '../../lib/amount-due.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { autopayContractQueryOptions, autopayKeys, turnAutoPayOff } from '../../lib/autopay-query.ts';
import { creditCardsQueryOptions } from '../../lib/credit-cards-query.ts';
import { formatMoney } from '../../lib/format.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { notify, resolveMessage } from '../../lib/notifications.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Pill } from '../ui/status-pill.tsx';
import { autopayDay } from './autopay-day.ts';

// Its own chunk, fetched when the member opens it: the form's libraries must not join the members' shared chunk.
const AutoPayDialog = lazy(() => import('./autopay-dialog.tsx').then((m) => ({ default: m.AutoPayDialog })));

/**
 * AutoPay on one contract (Payments, and the contract on My contracts): on or off and with which card, the
 * next charge, the overdue instalments it will not charge (with the way to pay them now), and the buttons to
 * turn it on, change its card or turn it off.
 */
export function AutoPayPanel({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const view = useQuery(autopayContractQueryOptions(contract.contract_id));
  const cards = useQuery(creditCardsQueryOptions());
  const [dialog, setDialog] = useState(false);
  const { key, renew } = useIdempotencyKey();
  const off = useMutation({
    mutationFn: () => turnAutoPayOff(contract.contract_id, key),
    onSuccess: (answer) => {
      renew();
      queryClient.setQueryData(autopayKeys.contract(contract.contract_id), answer.data);
      void queryClient.invalidateQueries({ queryKey: autopayKeys.overview });
      notify('success', answer.message);
    },
    onError: (error) => {
      renew();
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    },
  });
  const data = view.data;
  const money = (amount: number) => (data ? formatMoney(amount, data.currency, language) : '');
  const card = data?.enrolment?.card;
  const overdueTotal = data?.overdue.reduce((sum, item) => sum + item.amount, 0) ?? 0;
  const payOverdue: PaymentFormNavigationState = { contract, choice: {} };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '12px',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="h4" sx={{ fontSize: '1.25rem' }}>
          {t('autopay.title')}
        </Typography>
        {data ? (
          <Pill tone={card ? 'success' : 'neutral'}>{card ? t('autopay.on') : t('autopay.off')}</Pill>
        ) : null}
      </Box>
      {!data ? (
        view.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void view.refetch()}>
                {t('cards.retry')}
              </Button>
            }
          >
            {resolveMessage(i18n, 'generic_error')}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={72} />
        )
      ) : (
        <>
          <Typography>
            {card
              ? t('autopay.onText', {
                  card: t('cards.ending', {
                    brand: t(`cards.brand.${card.card_type}`),
                    last4: card.last_four,
                  }),
                })
              : t('autopay.offText')}
          </Typography>
          {card ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {data.next_charge
                ? t('autopay.next', {
                    amount: money(data.next_charge.amount),
                    date: autopayDay(data.next_charge.due_date, language),
                  })
                : t('autopay.noNext')}
            </Typography>
          ) : null}
          {data.overdue.length > 0 ? (
            <Alert
              severity="warning"
              action={
                <Button
                  component={RouterLink}
                  to={PATHS.paymentMethod.replace(':type', 'monthly')}
                  state={payOverdue}
                  color="inherit"
                  size="small"
                >
                  {t('autopay.payOverdue')}
                </Button>
              }
            >
              {t('autopay.overdue', { count: data.overdue.length, amount: money(overdueTotal) })}
            </Alert>
          ) : null}
          {cards.data && cards.data.length === 0 && !card ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('autopay.noCards')}</Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {card ? (
                <>
                  <Button
                    variant="outlined"
                    color="ink"
                    onClick={() => setDialog(true)}
                    disabled={!cards.data}
                  >
                    {t('autopay.changeCard')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="ink"
                    onClick={() => off.mutate()}
                    disabled={off.isPending}
                  >
                    {off.isPending ? t('autopay.turningOff') : t('autopay.turnOff')}
                  </Button>
                </>
              ) : (
                <Button
                  variant="contained"
                  color="gold"
                  onClick={() => setDialog(true)}
                  disabled={!cards.data}
                >
                  {t('autopay.turnOn')}
                </Button>
              )}
            </Box>
          )}
          {dialog && cards.data ? (
            <Suspense fallback={null}>
              <AutoPayDialog open={dialog} view={data} cards={cards.data} onClose={() => setDialog(false)} />
            </Suspense>
          ) : null}
        </>
      )}
    </Box>
  );
}
