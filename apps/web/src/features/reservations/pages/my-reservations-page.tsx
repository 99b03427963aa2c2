import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type Language,
  RESERVATION_STATUS,
  type Reservation,
  type ReservationList,
  splitReservations,
} from '@vida/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ListError } from '../../../components/ui/list-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import {
  downloadCalendar,
  reservationsQueryOptions,
  sendReservationConfirmation,
} from '../api/reservations-api.ts';
import '../lib/register-messages.ts';
import { clubToday } from '../../../lib/club-today.ts';
import { pageData } from '../../../lib/page-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ReservationCard } from '../components/reservation-card.tsx';
import { StayChangeActions } from '../components/stay-change-actions.tsx';

const EMPTY_TEXT: Record<ReservationList, 'list.noneUpcoming' | 'list.nonePast' | 'list.noneCancelled'> = {
  upcoming: 'list.noneUpcoming',
  past: 'list.nonePast',
  cancelled: 'list.noneCancelled',
};

function Cards({
  items,
  list,
  language,
  onSend,
}: {
  items: Reservation[];
  list: ReservationList;
  language: Language;
  onSend: (r: Reservation) => void;
}) {
  const { t } = useTranslation('reservations');
  if (items.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t(EMPTY_TEXT[list])}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {items.map((r) => (
        <ReservationCard
          key={r.reservation_id}
          reservation={r}
          language={language}
          {...(list === 'upcoming' && r.reservation_status !== RESERVATION_STATUS.requested
            ? { onSendConfirmation: () => onSend(r) }
            : {})}
          {...(list === 'upcoming'
            ? {
                onAddToCalendar: () => {
                  downloadCalendar(r.reservation_number).catch(() =>
                    notify('error', t('list.calendarFailed')),
                  );
                },
              }
            : {})}
          {...(list === 'upcoming'
            ? { actions: <StayChangeActions reservation={r} language={language} /> }
            : {})}
        />
      ))}
    </Box>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} component="h2" variant="h3">
        {title}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.6em' }}>
          ({count})
        </Box>
      </Typography>
      {children}
    </Box>
  );
}

/** Upcoming, past and cancelled stays (spec section 4); on phones past and cancelled fold into accordions. */
export function MyReservationsPage() {
  const { t, i18n } = useTranslation(['reservations', 'pages']);
  const language = useLanguage();
  const navigate = useNavigate();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const { data: profile } = useProfile();
  const query = useQuery(reservationsQueryOptions(language));
  const lists = useMemo(() => (query.data ? splitReservations(query.data, clubToday()) : null), [query.data]);
  const [confirming, setConfirming] = useState<Reservation | null>(null);
  const send = useMutation({
    mutationFn: (r: Reservation) => sendReservationConfirmation(r.reservation_number),
    onSuccess: (message) => {
      setConfirming(null);
      notify('success', message);
    },
  });

  const empty = lists !== null && lists.upcoming.length + lists.past.length + lists.cancelled.length === 0;
  // Spec section 7: an empty list shows the notice and goes home; the notice offers the two ways to a first
  // reservation, so it is no dead end.
  useEffect(() => {
    if (!empty) return;
    notify('info', 'empty_reservations', undefined, [
      { label: 'add_reservation', to: PATHS.addReservation },
      { label: 'request_reservation', to: PATHS.requestReservation },
    ]);
    navigate(PATHS.dashboard, { replace: true });
  }, [empty, navigate]);

  const openDialog = (r: Reservation) => {
    send.reset();
    setConfirming(r);
  };
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      <Button
        component={RouterLink}
        to={PATHS.addReservation}
        variant="contained"
        color="gold"
        startIcon={<Add />}
      >
        {t('list.add')}
      </Button>
      <Button
        component={RouterLink}
        to={PATHS.requestReservation}
        variant="outlined"
        sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}
      >
        {t('list.request')}
      </Button>
    </Box>
  );

  return (
    <>
      <PageHeader
        scene="reservations"
        width="wide"
        title={t('pages:myReservations')}
        overline={t('overline')}
        subtitle={t('list.subtitle')}
      >
        {actions}
      </PageHeader>
      <PageBody width="wide">
        {query.isError ? (
          <ListError message={t('list.loadError')} onRetry={query.refetch} retrying={query.isFetching} />
        ) : !lists ? (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={170} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 5 }}>
            <Section id="list-upcoming" title={t('list.upcoming')} count={lists.upcoming.length}>
              <Cards items={lists.upcoming} list="upcoming" language={language} onSend={openDialog} />
            </Section>
            {(['past', 'cancelled'] as const).map((list) =>
              mobile ? (
                <Accordion
                  key={list}
                  disableGutters
                  sx={{ borderRadius: '12px', '&::before': { display: 'none' } }}
                >
                  <AccordionSummary
                    expandIcon={<ExpandMore />}
                    aria-controls={`list-${list}-content`}
                    id={`list-${list}`}
                  >
                    <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                      {t(`list.${list}`)} ({lists[list].length})
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails id={`list-${list}-content`} sx={{ bgcolor: 'sand.main', pt: 2 }}>
                    <Cards items={lists[list]} list={list} language={language} onSend={openDialog} />
                  </AccordionDetails>
                </Accordion>
              ) : (
                <Section key={list} id={`list-${list}`} title={t(`list.${list}`)} count={lists[list].length}>
                  <Cards items={lists[list]} list={list} language={language} onSend={openDialog} />
                </Section>
              ),
            )}
          </Box>
        )}
      </PageBody>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="confirmation-title"
        aria-describedby="confirmation-text"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="confirmation-title">{t('confirmation.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="confirmation-text">
            {confirming
              ? t('confirmation.text', {
                  number: confirming.reservation_number,
                  hotel: confirming.hotel,
                  email: profile?.email ?? '',
                })
              : null}
          </DialogContentText>
          {send.error ? (
            <FormAlert severity="error">
              {resolveMessage(
                i18n,
                isApiRequestError(send.error) ? send.error.displayMessage : 'generic_error',
              )}
            </FormAlert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="ink" onClick={() => setConfirming(null)}>
            {t('confirmation.cancel')}
          </Button>
          <Button
            variant="contained"
            color="gold"
            disabled={send.isPending}
            onClick={() => {
              if (confirming) send.mutate(confirming);
            }}
          >
            {t('confirmation.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export { MyReservationsPage as Component };

export const loader = pageData((client) => [
  client.prefetchQuery(reservationsQueryOptions(currentLanguage())),
]);
