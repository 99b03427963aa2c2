import Box from '@mui/material/Box';
import type { ContractStatus } from '@vida/shared';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ContractStatus, { bg: string; fg: string }> = {
  Active: { bg: 'rgba(46, 107, 79, 0.12)', fg: 'success.main' },
  Pending: { bg: 'rgba(154, 91, 19, 0.12)', fg: 'warning.main' },
  Blocked: { bg: 'rgba(163, 49, 42, 0.1)', fg: 'error.main' },
  Cancelled: { bg: 'rgba(17, 17, 17, 0.08)', fg: 'text.secondary' },
};

/** A contract's status in words, tinted by what it means. */
export function StatusPill({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('account');
  const colour = COLOURS[status];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 600,
        bgcolor: colour.bg,
        color: colour.fg,
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor' },
      }}
    >
      {t(`contracts.status.${status}`)}
    </Box>
  );
}
