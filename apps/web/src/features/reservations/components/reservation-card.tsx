import EventAvailable from '@mui/icons-material/EventAvailable';
import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLongDay, type Language, type Reservation } from '@vida/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roomTypeName } from '../../../lib/room-type.ts';
import { HotelArt } from './hotel-art.tsx';
import { PendingChangeBadge } from './pending-change-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

const DAY_MS = 86_400_000;
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

interface ReservationCardProps {
  reservation: Reservation;
  language: Language;
  /** Upcoming stays offer the confirmation e-mail and the calendar file. */
  onSendConfirmation?: () => void;
  onAddToCalendar?: () => void;
  /** More of the stay's actions, after those two (asking to change or cancel it). */
  actions?: ReactNode;
}

export function ReservationCard({
  reservation: r,
  language,
  onSendConfirmation,
  onAddToCalendar,
  actions,
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
          {r.pending_change ? <PendingChangeBadge kind={r.pending_change} /> : null}
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {t('list.number', { number: r.reservation_number })}
          </Typography>
        </Box>
        <Typography id={headingId} component="h3" variant="h5" sx={{ fontWeight: 600 }}>
          {r.hotel}
        </Typography>
        <Typography>
          {/* The stay pages' one day format per language, the one the API's messages name days in (issue 26). */}
          <time dateTime={r.arriving_date}>{formatLongDay(r.arriving_date, language)}</time> –{' '}
          <time dateTime={r.departing_date}>{formatLongDay(r.departing_date, language)}</time>{' '}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            ({t('list.nights', { count: nights })})
          </Box>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {guests} · {roomTypeName(r.room_type, language)}
        </Typography>
        {onSendConfirmation || onAddToCalendar || actions ? (
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
                variant="outlined"
                color="ink"
                startIcon={<EventAvailable />}
                onClick={onAddToCalendar}
                aria-label={`${t('list.addToCalendar')}: ${r.reservation_number}`}
              >
                {t('list.addToCalendar')}
              </Button>
            ) : null}
            {actions}
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
