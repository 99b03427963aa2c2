import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Contract, type ContractDue, contractDue } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AutoPayNotices } from '../../../components/autopay/autopay-notices.tsx';
import { AutoPayPanel } from '../../../components/autopay/autopay-panel.tsx';
import { ContractCarousel } from '../../../components/ui/contract-carousel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PayByPhone } from '../../../components/ui/pay-by-phone.tsx';
import { Pill } from '../../../components/ui/status-pill.tsx';
import { TileLink } from '../../../components/ui/tile-link.tsx';
import { clubToday, payNowLink, useAmountDue } from '../../../lib/amount-due.ts';
import { clubQueryOptions, useClub, usePaymentsEnabled } from '../../../lib/club-query.ts';
import {
  activeIndexFor,
  contractIdFromState,
  visibleContracts,
} from '../../../lib/contract-carousel-layout.ts';
import { formatMoney } from '../../../lib/format.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { StatementButton } from '../components/statement-button.tsx';
import { contractCurrency, paymentsBeingConfirmed, paymentTypeSummaries } from '../lib/payment-form.ts';
import '../lib/register-messages.ts';
import { pageData } from '../../../lib/page-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** A contract card's word on what is owed on it: late, due now, or nothing. */
function DueBadge({ due }: { due: ContractDue }) {
  const { t } = useTranslation('account');
  if (due.overdueCount > 0) return <Pill tone="error">{t('pay.badges.overdue')}</Pill>;
  if (due.dueNowCount > 0) return <Pill tone="warning">{t('pay.badges.dueNow')}</Pill>;
  return null;
}

function PaymentTypes({ contract }: { contract: Contract }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const today = clubToday();
  const summaries = paymentTypeSummaries(contract, today);
  const { overdueByType } = contractDue(contract, today);
  // Their items are still listed as due (reserved, not yet paid): the member must not pay them twice.
  const confirming = paymentsBeingConfirmed(contract).map((payment) => (
    <Alert key={payment.uuid} severity="info">
      {t('pay.confirmingOnContract', {
        amount: formatMoney(payment.amount, contractCurrency(contract), language),
      })}
    </Alert>
  ));
  if (summaries.length === 0)
    return (
      <>
        {confirming}
        <Typography>{t('pay.nothingDue')}</Typography>
      </>
    );
  return (
    <>
      {confirming}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {summaries.map(({ type, count, total }) => (
          <li key={type}>
            <TileLink
              to={PATHS.paymentMethod.replace(':type', type)}
              state={{ contract }}
              chevronColor="gold.dark"
            >
              <Box component="span" sx={{ display: 'grid', flexGrow: 1, gap: 0.25 }}>
                <Box
                  component="span"
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', fontWeight: 600 }}
                >
                  {t(`pay.types.${type}`)}
                  {overdueByType[type] > 0 ? (
                    <Pill tone="error">{t('pay.badges.overdueItems', { count: overdueByType[type] })}</Pill>
                  ) : null}
                </Box>
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {t(`pay.typeWhat.${type}`)}
                </Box>
                <Box component="span" sx={{ fontWeight: 400 }}>
                  {t('pay.items', {
                    count,
                    total: formatMoney(total, contractCurrency(contract), language),
                  })}
                </Box>
              </Box>
            </TileLink>
          </li>
        ))}
      </Box>
    </>
  );
}

/** Mounted once the contracts are known, so the first active contract can depend on them. */
function PaymentContracts({ contracts, enabled }: { contracts: Contract[]; enabled: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const club = useClub();
  const location = useLocation();
  // The contract named in navigation state, else the first with something to pay (they come first).
  const [initialContractId] = useState(
    () =>
      contractIdFromState(location.state) ??
      contracts.find((contract) => paymentTypeSummaries(contract, clubToday()).length > 0)?.contract_id ??
      null,
  );
  const [active, setActive] = useState(() => activeIndexFor(contracts, initialContractId));
  const current = contracts[active] ?? contracts[0];
  if (!current) return null;
  const today = clubToday();
  return (
    <>
      <ContractCarousel
        contracts={contracts}
        initialContractId={initialContractId}
        active={active}
        onActiveChange={setActive}
        badge={(contract) => <DueBadge due={contractDue(contract, today)} />}
      />
      <Paper
        component="section"
        aria-labelledby="pay-types"
        sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2 }}
      >
        <Typography id="pay-types" component="h2" variant="h3">
          {enabled ? t('pay.chooseType') : t('pay.byPhoneTitle')}
        </Typography>
        {enabled ? (
          <PaymentTypes contract={current} />
        ) : (
          <PayByPhone club={club.data} text={t('common:amountDue.callToPay')} />
        )}
        {enabled && current.payment_types.monthly.length > 0 ? (
          <AutoPayPanel key={current.contract_id} contract={current} />
        ) : null}
        <StatementButton
          contract={{ id: current.contract_id, number: current.contract_number, resort: current.resort }}
        />
      </Paper>
    </>
  );
}

/**
 * Late payments, said once above the contracts, with the way to pay the oldest: its payment form, as the
 * amount-due card's Pay now opens it (while anything is late, the oldest item due is a late one).
 */
function OverdueNotice({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTranslation('account');
  const owed = useAmountDue();
  const link = owed && owed.overdueCount > 0 ? payNowLink(owed.payNow, contracts) : null;
  if (!owed || !link) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to={link.to} state={link.state} color="inherit" size="small">
          {t('pay.overdueNotice.pay')}
        </Button>
      }
    >
      {t('pay.overdueNotice.text', { count: owed.overdueCount })}
    </Alert>
  );
}

/**
 * Payments (spec section 2): the late payments' notice, the contract carousel (payments due first, each card
 * saying whether something on it is due or late) and the payment-type choice.
 */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const { data: profile } = useProfile();
  const contracts = visibleContracts(profile?.contracts ?? []);
  const enabled = usePaymentsEnabled() !== false;
  return (
    <>
      <PageHeader
        scene="payments"
        width="wide"
        overline={t('pay.overline')}
        title={t('pages:payments')}
        subtitle={t('pay.subtitle')}
      />
      <PageBody width="wide" sx={{ display: 'grid', gap: 4 }}>
        {enabled ? <AutoPayNotices contracts={profile?.contracts ?? []} /> : null}
        {enabled ? (
          <OverdueNotice contracts={profile?.contracts ?? []} />
        ) : (
          <Alert severity="warning">{t('pay.disabled')}</Alert>
        )}
        {!profile ? (
          <Skeleton variant="rounded" height={260} />
        ) : contracts.length > 0 ? (
          <PaymentContracts contracts={contracts} enabled={enabled} />
        ) : (
          <EmptyState text={resolveMessage(i18n, 'no_contracts')} />
        )}
      </PageBody>
    </>
  );
}

export const loader = pageData((client) => [client.prefetchQuery(clubQueryOptions())]);
