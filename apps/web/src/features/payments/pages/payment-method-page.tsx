import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { PaymentForm } from '../components/payment-form.tsx';
import { contractFromState, isPaymentCategory } from '../lib/payment-form.ts';
import '../lib/register-messages.ts';
import { clubQueryOptions } from '../../../lib/club-query.ts';
import { creditCardsQueryOptions } from '../../../lib/credit-cards-query.ts';
import { pageData } from '../../../lib/page-data.ts';

/** Payment method (spec section 2): needs the contract in navigation state; a type without items goes back. */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'pages']);
  const { type } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const contract = contractFromState(location.state);
  const category = isPaymentCategory(type) ? type : null;
  const empty = Boolean(contract && category && contract.payment_types[category].length === 0);
  useEffect(() => {
    if (empty) navigate(-1);
  }, [empty, navigate]);
  return (
    <>
      <PageHeader
        scene="payments"
        width="narrow"
        overline={t('pay.overline')}
        title={category ? t(`pay.types.${category}`) : t('pages:payments')}
        subtitle={
          contract ? (
            <NoWrapWithin
              text={t('pay.methodSubtitle', { number: contract.contract_number, resort: contract.resort })}
              part={contract.contract_number}
            />
          ) : undefined
        }
      />
      <PageBody width="narrow">
        {contract && category && !empty ? (
          <PaymentForm contract={contract} type={category} />
        ) : (
          <EmptyState
            text={resolveMessage(i18n, 'no_data_available')}
            action={
              <Button component={RouterLink} to={PATHS.payments} variant="contained" color="ink">
                {t('pay.back')}
              </Button>
            }
          />
        )}
      </PageBody>
    </>
  );
}

export const loader = pageData((client) => [
  client.prefetchQuery(creditCardsQueryOptions()),
  client.prefetchQuery(clubQueryOptions()),
]);
