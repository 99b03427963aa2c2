import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Contract } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';
import { ResortLogo } from '../../../components/ui/resort-logo.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { weeksOf } from '../../../lib/contract-carousel-layout.ts';
import { formatNumber } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { roomTypeName } from '../../../lib/room-type.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The active contract's details: total, used and available weeks, and the way to the reservations. */
export function ContractWeeks({ contract }: { contract: Contract }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const weeks = weeksOf(contract);
  const usedShare = weeks.total > 0 ? Math.min(1, weeks.used / weeks.total) : 0;
  const tiles = [
    { key: 'total', label: t('contracts.total'), value: weeks.total },
    { key: 'used', label: t('contracts.used'), value: weeks.used },
    { key: 'available', label: t('contracts.available'), value: weeks.available },
  ] as const;
  return (
    <Paper
      component="section"
      aria-labelledby="contract-weeks-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
          <ResortLogo resort={contract.resort} size="medium" />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="contract-weeks-title" component="h3" variant="h4">
              <NoWrapWithin
                text={t('contracts.weeksTitle', { number: contract.contract_number })}
                part={contract.contract_number}
              />
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <StatusPill status={contract.contract_status} />
              <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                {t('contracts.roomType')}: {roomTypeName(contract.room_type, language)}
              </Typography>
            </Box>
          </Box>
        </Box>
      </Box>
      <Box aria-live="polite">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: { xs: 1, sm: 2 },
          }}
        >
          {tiles.map((tile) => (
            <Box
              key={tile.key}
              sx={{
                p: { xs: 1.5, sm: 2.5 },
                borderRadius: 1,
                bgcolor: tile.key === 'available' ? 'ink.main' : 'sand.main',
                color: tile.key === 'available' ? 'common.white' : 'text.primary',
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                gap: 0.5,
              }}
            >
              <Box
                component="dt"
                sx={{
                  fontSize: { xs: '0.75rem', sm: '0.875rem' },
                  fontWeight: 600,
                  color: tile.key === 'available' ? 'gold.light' : 'text.secondary',
                }}
              >
                {tile.label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  fontFamily: (theme) => theme.typography.h1.fontFamily,
                  fontWeight: 600,
                  fontSize: { xs: '1.75rem', sm: '2.5rem' },
                  lineHeight: 1.1,
                }}
              >
                {formatNumber(tile.value, language)}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Box
            aria-hidden="true"
            sx={{ height: 8, borderRadius: 4, bgcolor: 'sand.dark', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${usedShare * 100}%`,
                bgcolor: 'gold.main',
                borderRadius: 4,
                transition: (theme) => theme.transitions.create('width'),
              }}
            />
          </Box>
          <Typography sx={{ mt: 1, fontSize: '0.9375rem', color: 'text.secondary' }}>
            {t('contracts.usage', {
              used: formatNumber(weeks.used, language),
              total: formatNumber(weeks.total, language),
            })}
          </Typography>
        </Box>
      </Box>
      <Box>
        <Button
          component={RouterLink}
          to={PATHS.myReservations}
          variant="contained"
          color="ink"
          startIcon={<EventAvailableOutlined />}
        >
          {t('reservations')}
        </Button>
      </Box>
    </Paper>
  );
}
