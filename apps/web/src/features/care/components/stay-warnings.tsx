import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type CareStayRequest, isIsoDate, staysOverlap } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { earliestArrivalDay } from '../../../lib/earliest-arrival.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

interface StayWarningsProps {
  request: CareStayRequest;
  /** The dates in the confirmation form, as the agent types them. */
  arrival: string;
  departure: string;
}

/**
 * What the agent should know before confirming these dates (issue 26): another stay of the member shares a
 * night with them, or the arrival is before the club's earliest day (decision 013). Warnings only: the agent
 * may still confirm, having agreed it with the member.
 */
export function StayWarnings({ request, arrival, departure }: StayWarningsProps) {
  const { t } = useTranslation('care');
  const { day } = useDeskFormat();
  if (!isIsoDate(arrival) || !isIsoDate(departure)) return null;
  const stay = { arriving_date: arrival, departing_date: departure };
  const overlaps = request.held_stays.filter((held) => staysOverlap(held, stay));
  // The list's rule, or the live one if the list was loaded before the club's midnight.
  const [earliest = request.earliest_arrival] = [earliestArrivalDay(), request.earliest_arrival]
    .sort()
    .reverse();
  const early = arrival < earliest;
  if (overlaps.length === 0 && !early) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {overlaps.map((held) => (
        <Alert key={held.reservation_number} severity="warning">
          {t('stays.overlapWarning', {
            name: request.member_name,
            hotel: held.hotel,
            from: day(held.arriving_date),
            to: day(held.departing_date),
            number: held.reservation_number,
          })}
        </Alert>
      ))}
      {early ? <Alert severity="warning">{t('stays.earlyWarning', { date: day(earliest) })}</Alert> : null}
    </Box>
  );
}
