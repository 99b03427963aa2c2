import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Contract } from '@vida/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortName } from '../../lib/contract-carousel-layout.ts';
import { ResortLogo } from './resort-logo.tsx';
import { StatusPill } from './status-pill.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

interface ContractCardProps {
  contract: Contract;
  active: boolean;
  /** The rotator's middle slot stands out a little more. */
  emphasis?: boolean;
  onSelect: () => void;
  /** Shown beside the status (a due or overdue pill on Payments). */
  badge?: ReactNode;
}

/**
 * One contract in the carousel: the resort's mark, its name cut at 20 characters (the whole name for
 * assistive technology and as a tooltip), the number and the status. Pressing it makes it the active one.
 */
export function ContractCard({ contract, active, emphasis = false, onSelect, badge }: ContractCardProps) {
  const { t } = useTranslation('account');
  const name = contract.resort;
  const short = shortName(name);
  return (
    <ButtonBase
      aria-pressed={active}
      onClick={onSelect}
      title={short === name ? undefined : name}
      sx={{
        width: '100%',
        height: '100%',
        minHeight: 176,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 1,
        p: { xs: 1.75, sm: 2.5 },
        textAlign: 'left',
        borderRadius: 1,
        bgcolor: 'common.white',
        border: 2,
        borderColor: active ? 'gold.main' : 'transparent',
        boxShadow: active
          ? '0 2px 4px rgba(17,17,17,0.06), 0 16px 32px rgba(138,100,36,0.18)'
          : '0 1px 2px rgba(17,17,17,0.04), 0 8px 24px rgba(17,17,17,0.06)',
        transform: emphasis ? 'translateY(-4px)' : 'none',
        transition: (theme) =>
          theme.transitions.create(['border-color', 'box-shadow', 'transform'], {
            duration: theme.transitions.duration.short,
          }),
        '&:hover': { borderColor: active ? 'gold.main' : 'gold.light' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', width: '100%', justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <ResortLogo resort={contract.resort} size="small" sx={{ maxWidth: 'calc(100% - 28px)' }} />
        {active ? (
          <Box
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              bgcolor: 'gold.main',
              color: 'gold.contrastText',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            <Check sx={{ fontSize: 16 }} />
          </Box>
        ) : null}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1.0625rem', mt: 0.5 }}>
        <span aria-hidden={short === name ? undefined : true}>{short}</span>
        {short === name ? null : <VisuallyHidden>{name}</VisuallyHidden>}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
        {t('contracts.numberLabel')}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {contract.contract_number}
        </Box>
      </Box>
      <Box sx={{ mt: 'auto', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusPill status={contract.contract_status} />
        {badge}
        {active ? <VisuallyHidden>{t('contracts.selected')}</VisuallyHidden> : null}
      </Box>
    </ButtonBase>
  );
}
