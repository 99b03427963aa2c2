import Button from '@mui/material/Button';
import type { Contract } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** Back to the Payments page, with this contract chosen again. */
export function BackToPayments({ contract }: { contract: Contract }) {
  const { t } = useTranslation('account');
  return (
    <Button
      component={RouterLink}
      to={PATHS.payments}
      state={{ contractId: contract.contract_id }}
      color="ink"
    >
      {t('pay.back')}
    </Button>
  );
}
