import Add from '@mui/icons-material/Add';
import EastIcon from '@mui/icons-material/East';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatLongDay, type Language, type Reservation } from '@vida/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { clubToday } from '../../../lib/club-today.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { roomTypeName } from '../../../lib/room-type.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { downloadCalendar, reservationsQueryOptions } from '../api/reservations-api.ts';
import { nextStay, nightsOf } from '../lib/next-stay.ts';
import { HotelArt } from './hotel-art.tsx';
import { StatusBadge } from './status-badge.tsx';

const TITLE_ID = 'next-stay-title';

function Frame({ title, children, art }: { title: string; children: ReactNode; art?: string }) {
  return (
    <Paper
      component="section"
      aria-labelledby={TITLE_ID}
      elevation={1}
      sx={{
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: art === undefined ? '1fr' : { xs: '1fr', sm: '220px 1fr' },
      }}
    >
      {art === undefined ? null : (
        <Box sx={{ height: { xs: 120, sm: '100%' }, minHeight: { sm: 200 } }}>
          <HotelArt hotel={art} />
        </Box>
      )}
      <Box sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Typography id={TITLE_ID} component="h2" variant="h3">
          {title}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/** A stay's days in the one format of the stay pages, with its nights. */
function StayDates({ r, language }: { r: Reservation; language: Language }) {
  const { t } = useTranslation('reservations');
  return (
    <Typography>
      <time dateTime={r.arriving_date}>{formatLongDay(r.arriving_date, language)}</time> –{' '}
      <time dateTime={r.departing_date}>{formatLongDay(r.departing_date, language)}</time>{' '}
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        ({t('list.nights', { count: nightsOf(r) })})
      </Box>
    </Typography>
  );
}

/** To My Reservations, under the stay the card shows. */
function AllStaysButton() {
  const { t } = useTranslation('reservations');
  return (
    <Button
      component={RouterLink}
      to={PATHS.myReservations}
      variant="outlined"
      color="ink"
      endIcon={<EastIcon />}
    >
      {t('next.all')}
    </Button>
  );
}

function Confirmed({ r, language }: { r: Reservation; language: Language }) {
  const { t } = useTranslation('reservations');
  const travellers = [
    t('list.adults', { count: r.number_of_adults }),
    ...(r.number_of_children > 0 ? [t('list.children', { count: r.number_of_children })] : []),
  ].join(', ');
  return (
    <Frame title={t('next.title')} art={r.hotel}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <StatusBadge reservation={r} />
        <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
          {r.hotel}
        </Typography>
      </Box>
      <StayDates r={r} language={language} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <LabelledValue label={t('next.confirmation')}>{r.reservation_number}</LabelledValue>
        <LabelledValue label={t('next.roomType')}>{roomTypeName(r.room_type, language)}</LabelledValue>
        <LabelledValue label={t('next.travellers')}>
          {r.guest ? `${r.guest} · ${travellers}` : travellers}
        </LabelledValue>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 0.5 }}>
        <Button
          variant="outlined"
          color="ink"
          startIcon={<EventAvailable />}
          onClick={() => {
            downloadCalendar(r.reservation_number).catch(() => notify('error', t('list.calendarFailed')));
          }}
        >
          {t('list.addToCalendar')}
        </Button>
        <Button component={RouterLink} to={PATHS.preRegistration} variant="outlined" color="ink">
          {t('next.preRegister')}
        </Button>
        <AllStaysButton />
      </Box>
    </Frame>
  );
}

function Requested({ r, language }: { r: Reservation; language: Language }) {
  const { t } = useTranslation('reservations');
  return (
    <Frame title={t('next.requestTitle')} art={r.hotel}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <StatusBadge reservation={r} />
        <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
          {r.hotel}
        </Typography>
      </Box>
      <StayDates r={r} language={language} />
      <Typography sx={{ color: 'text.secondary' }}>
        {t('next.requestText', { number: r.reservation_number })}
      </Typography>
      <Box>
        <AllStaysButton />
      </Box>
    </Frame>
  );
}

function NoStay() {
  const { t } = useTranslation('reservations');
  return (
    <Frame title={t('next.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('next.none')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={PATHS.requestReservation} variant="contained" color="gold">
          {t('list.request')}
        </Button>
        <Button
          component={RouterLink}
          to={PATHS.addReservation}
          variant="outlined"
          color="ink"
          startIcon={<Add />}
        >
          {t('list.add')}
        </Button>
      </Box>
    </Frame>
  );
}

/**
 * The dashboard's stay (issue 26): the next confirmed stay with what the member needs for it (dates, nights,
 * room, confirmation number, travellers, the calendar file, pre-registration), else the latest request and
 * its state, else the ways to a stay. The reservation list it reads is the dashboard loader's, so the server
 * draws it (decision 017).
 */
export function NextStayCard() {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const query = useQuery(reservationsQueryOptions(language));
  if (query.isPending) return <Skeleton variant="rounded" height={220} aria-hidden="true" />;
  if (query.isError) {
    return (
      <Frame title={t('next.title')}>
        <Typography>{t('list.loadError')}</Typography>
        <Box>
          <Button variant="outlined" color="ink" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Box>
      </Frame>
    );
  }
  const next = nextStay(query.data, clubToday());
  if (next.kind === 'confirmed') return <Confirmed r={next.reservation} language={language} />;
  if (next.kind === 'requested') return <Requested r={next.reservation} language={language} />;
  return <NoStay />;
}
