import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementContract } from './statement-dialog.tsx';

// The dialog brings the date picker (MUI X and dayjs): loaded when a member first opens it, never with the page.
const StatementDialog = lazy(() =>
  import('./statement-dialog.tsx').then((module) => ({ default: module.StatementDialog })),
);

/** "Statement" for one contract: opens the dialog that picks the period and downloads the PDF. */
export function StatementButton({ contract }: { contract: StatementContract }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="ink"
        startIcon={<ReceiptLongOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('pay.statement.open', { number: contract.number })}
        sx={{ justifySelf: 'start' }}
      >
        {t('pay.statement.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <StatementDialog contract={contract} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
