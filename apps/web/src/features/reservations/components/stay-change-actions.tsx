import EditCalendar from '@mui/icons-material/EditCalendar';
import EventBusy from '@mui/icons-material/EventBusy';
import Button from '@mui/material/Button';
import {
  canCancelOnline,
  clubDay,
  type Language,
  type Reservation,
  type StayChangeKind,
  stayChangeable,
} from '@vida/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';
import { useClub } from '../../../lib/club-query.ts';
import { serverNow } from '../../../lib/server-clock.ts';

const StayChangeDialog = lazy(async () => ({
  default: (await import('./stay-change-dialog.tsx')).StayChangeDialog,
}));

/**
 * "Change dates or room" and "Cancel stay" on a requested or confirmed stay that has not begun and has no
 * request waiting. Within the club's cut-off the cancel button is disabled and says to call customer care.
 */
export function StayChangeActions({
  reservation,
  language,
}: {
  reservation: Reservation;
  language: Language;
}) {
  const { t } = useTranslation('reservations');
  const club = useClub().data;
  const [asking, setAsking] = useState<StayChangeKind | null>(null);
  const today = clubDay(serverNow());
  // The cut-off and the phone are the club's: the actions wait for them rather than show a rule without them.
  if (!club || reservation.pending_change || !stayChangeable(reservation, today)) return null;
  const cutoff = club.stay_cancel_cutoff_days;
  const cancellable = canCancelOnline(reservation.arriving_date, today, cutoff);
  const label = (text: string) => `${text}: ${reservation.reservation_number}`;
  return (
    <>
      <Button
        variant="outlined"
        color="ink"
        startIcon={<EditCalendar />}
        onClick={() => setAsking('change')}
        aria-label={label(t('changes.change'))}
      >
        {t('changes.change')}
      </Button>
      <ReasonedButton
        variant="outlined"
        color="ink"
        startIcon={<EventBusy />}
        onClick={() => setAsking('cancel')}
        disabled={!cancellable}
        aria-label={label(t('changes.cancel'))}
        reason={t('changes.tooLate', { days: cutoff, phone: club.care_phone })}
      >
        {t('changes.cancel')}
      </ReasonedButton>
      {asking ? (
        <Suspense fallback={null}>
          <StayChangeDialog
            kind={asking}
            reservation={reservation}
            language={language}
            cutoffDays={cutoff}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
