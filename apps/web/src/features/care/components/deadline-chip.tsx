import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** Hours left of the 24-hour promise: calm while there is time, warning under 4 hours, error once broken. */
export function DeadlineChip({ hoursLeft }: { hoursLeft: number }) {
  const { t } = useTranslation('care');
  const { hours } = useDeskFormat();
  const tone = hoursLeft < 0 ? 'error' : hoursLeft < 4 ? 'warning' : 'success';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        color: 'common.white',
        bgcolor: `${tone}.dark`,
        whiteSpace: 'nowrap',
      }}
    >
      {hoursLeft < 0
        ? t('inbox.overdue', { hours: hours(hoursLeft) })
        : t('inbox.hoursLeft', { hours: hours(hoursLeft) })}
    </Box>
  );
}
