import EventAvailable from '@mui/icons-material/EventAvailable';
import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language, Reservation } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/format.ts';
import { roomTypeName } from '../../../lib/room-type.ts';
import { HotelArt } from './hotel-art.tsx';
import { StatusBadge } from './status-badge.tsx';

const DAY_MS = 86_400_000;
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

interface ReservationCardProps {
  reservation: Reservation;
  language: Language;
  /** Upcoming stays offer the confirmation e-mail and the calendar file. */
  onSendConfirmation?: () => void;
  onAddToCalendar?: () => void;
}

export function ReservationCard({
  reservation: r,
  language,
  onSendConfirmation,
  onAddToCalendar,
}: ReservationCardProps) {
  const { t } = useTranslation('reservations');
  const nights = Math.max(
    0,
    Math.round((dayDate(r.departing_date).getTime() - dayDate(r.arriving_date).getTime()) / DAY_MS),
  );
  const guests = [
    t('list.adults', { count: r.number_of_adults }),
    ...(r.number_of_children > 0 ? [t('list.children', { count: r.number_of_children })] : []),
  ].join(', ');
  const headingId = `reservation-${r.reservation_id}`;
  return (
    <Paper
      component="article"
      elevation={1}
      aria-labelledby={headingId}
      sx={{ overflow: 'hidden', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' } }}
    >
      <Box sx={{ height: { xs: 120, sm: '100%' }, minHeight: { sm: 170 } }}>
        <HotelArt hotel={r.hotel} lazy />
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <StatusBadge reservation={r} />
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {t('list.number', { number: r.reservation_number })}
          </Typography>
        </Box>
        <Typography id={headingId} component="h3" variant="h5" sx={{ fontWeight: 600 }}>
          {r.hotel}
        </Typography>
        <Typography>
          {/* A list's dates are compact (spec section 9): DD-MM-YYYY in Spanish, YYYY-MM-DD in English. */}
          <time dateTime={r.arriving_date}>{formatShortDay(r.arriving_date, language)}</time> –{' '}
          <time dateTime={r.departing_date}>{formatShortDay(r.departing_date, language)}</time>{' '}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            ({t('list.nights', { count: nights })})
          </Box>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {guests} · {roomTypeName(r.room_type, language)}
        </Typography>
        {onSendConfirmation || onAddToCalendar ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
            {onSendConfirmation ? (
              <Button
                variant="outlined"
                color="ink"
                startIcon={<MailOutline />}
                onClick={onSendConfirmation}
                aria-label={`${t('list.sendConfirmation')}: ${r.reservation_number}`}
              >
                {t('list.sendConfirmation')}
              </Button>
            ) : null}
            {onAddToCalendar ? (
              <Button
                color="secondary"
                startIcon={<EventAvailable />}
                onClick={onAddToCalendar}
                aria-label={`${t('list.addToCalendar')}: ${r.reservation_number}`}
              >
                {t('list.addToCalendar')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
