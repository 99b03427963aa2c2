import Box from '@mui/material/Box';
import type { ContractStatus } from '@vida/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PillTone = 'success' | 'warning' | 'error' | 'neutral';

const TONES: Record<PillTone, { bg: string; fg: string }> = {
  success: { bg: 'rgba(46, 107, 79, 0.12)', fg: 'success.main' },
  warning: { bg: 'rgba(154, 91, 19, 0.12)', fg: 'warning.main' },
  error: { bg: 'rgba(163, 49, 42, 0.1)', fg: 'error.main' },
  neutral: { bg: 'rgba(17, 17, 17, 0.08)', fg: 'text.secondary' },
};

const CONTRACT_TONES: Record<ContractStatus, PillTone> = {
  Active: 'success',
  Pending: 'warning',
  Blocked: 'error',
  Cancelled: 'neutral',
};

/** A status in words, tinted by what it means. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  const colour = TONES[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        bgcolor: colour.bg,
        color: colour.fg,
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor' },
      }}
    >
      {children}
    </Box>
  );
}

/** A contract's status. */
export function StatusPill({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('account');
  return <Pill tone={CONTRACT_TONES[status]}>{t(`contracts.status.${status}`)}</Pill>;
}
