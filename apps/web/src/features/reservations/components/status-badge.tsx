import Chip from '@mui/material/Chip';
import { type Reservation, stayLabel } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { clubToday } from '../../../lib/club-today.ts';

const COLORS = {
  requested: { bg: 'rgba(184, 137, 59, 0.16)', fg: '#6E4E1B' },
  confirmed: { bg: 'rgba(46, 107, 79, 0.14)', fg: '#22513C' },
  traveled: { bg: 'rgba(14, 94, 111, 0.12)', fg: '#0A3A44' },
  transferred: { bg: 'rgba(14, 94, 111, 0.12)', fg: '#0A3A44' },
  inHouse: { bg: 'rgba(46, 107, 79, 0.14)', fg: '#22513C' },
  canceled: { bg: 'rgba(163, 49, 42, 0.12)', fg: '#7D241F' },
  complete: { bg: 'rgba(17, 17, 17, 0.08)', fg: '#111111' },
  unknown: { bg: 'rgba(17, 17, 17, 0.08)', fg: '#111111' },
} as const;

type StayDates = Pick<Reservation, 'reservation_status' | 'arriving_date' | 'departing_date'>;

/**
 * The reservation's status in words (6, 8 and 9 read as confirmed; a confirmed stay under way reads "in
 * house"), in colours with enough contrast.
 */
export function StatusBadge({ reservation }: { reservation: StayDates }) {
  const { t } = useTranslation('reservations');
  const label = stayLabel(reservation, clubToday());
  const colors = COLORS[label];
  return (
    <Chip
      size="small"
      label={t(`status.${label}`)}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600, letterSpacing: 0.2 }}
    />
  );
}
