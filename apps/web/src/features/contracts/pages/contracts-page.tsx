import ChevronRight from '@mui/icons-material/ChevronRight';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Contract } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError } from '../../../components/ui/list-state.tsx';
import { NoWrap } from '../../../components/ui/no-wrap.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { pageData } from '../../../lib/page-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { userContractsQueryOptions, useUserContracts } from '../api/user-contracts.ts';
import { ContractDialog } from '../components/contract-dialog.tsx';

/** A row names its contract by what it shows (resort and number): that is its accessible name too. */
function ContractRow({ contract, onOpen }: { contract: Contract; onOpen: () => void }) {
  return (
    <li>
      <ButtonBase
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{
          width: '100%',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'flex-start',
          textAlign: 'start',
          p: 2,
          borderRadius: 1,
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
          '&:hover': { borderColor: 'gold.main' },
        }}
      >
        <ReceiptLongOutlined aria-hidden="true" sx={{ color: 'gold.dark' }} />
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {contract.resort}
          </Typography>
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            <NoWrap>{contract.contract_number}</NoWrap>
          </Typography>
        </Box>
        <ChevronRight aria-hidden="true" />
      </ButtonBase>
    </li>
  );
}

/** `/my-vida-vacations-contracts`: the member's contracts but the Cancelled ones; each opens its details. */
export function ContractsPage() {
  const { t } = useTranslation(['contracts', 'pages', 'common']);
  const language = useLanguage();
  const contracts = useUserContracts();
  const [open, setOpen] = useState<Contract | null>(null);
  const listed = contracts.data?.filter((c) => c.contract_status !== 'Cancelled');

  return (
    <>
      <PageHeader
        scene="payments"
        width="wide"
        overline={t('overline')}
        title={t('pages:contracts')}
        subtitle={t('subtitle')}
      />
      <PageBody width="wide">
        {contracts.isError ? (
          <ListError message={t('failed')} onRetry={contracts.refetch} retrying={contracts.isFetching} />
        ) : listed === undefined ? (
          <Box aria-busy="true" aria-label={t('common:loading')} sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="rounded" height={76} />
            <Skeleton variant="rounded" height={76} />
          </Box>
        ) : listed.length === 0 ? (
          <EmptyState text={t('empty')} />
        ) : (
          <Box
            component="ul"
            aria-label={t('listLabel')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {listed.map((contract) => (
              <ContractRow key={contract.contract_id} contract={contract} onOpen={() => setOpen(contract)} />
            ))}
          </Box>
        )}
      </PageBody>
      <ContractDialog contract={open} language={language} onClose={() => setOpen(null)} />
    </>
  );
}

export { ContractsPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(userContractsQueryOptions())]);
