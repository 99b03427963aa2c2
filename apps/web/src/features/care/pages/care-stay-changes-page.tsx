import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CareStayChange, reservationLabel } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { notify } from '../../../lib/notifications.ts';
import { confirmStayChange, declineStayChange, stayChangesQueryOptions } from '../api/stay-changes-api.ts';
import { DeskTable } from '../components/desk-table.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { failureMessage, useMessageText } from '../lib/form-errors.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/**
 * `/care/stay-changes`: members' changes and cancellations of stays, the stay as it is beside what is asked,
 * each due 3 days after it was asked for (the promise profile changes have).
 */
export function CareStayChangesPage() {
  const { t } = useTranslation(['care', 'reservations']);
  const text = useMessageText();
  const { dateTime, day, roomType } = useDeskFormat();
  const queryClient = useQueryClient();
  const changes = useQuery(stayChangesQueryOptions());
  const [declining, setDeclining] = useState<CareStayChange | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});

  const done = async (message: string) => {
    notify('success', message);
    await queryClient.invalidateQueries({ queryKey: stayChangesQueryOptions().queryKey });
  };

  async function confirm(change: CareStayChange) {
    try {
      await done((await confirmStayChange(change.id)).message);
    } catch (failure) {
      setErrors((e) => ({ ...e, [change.id]: failureMessage(failure) }));
    }
  }

  if (changes.isSuccess && changes.data.length === 0)
    return <Typography>{t('stayChanges.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {(changes.data ?? []).map((change) => {
        const overdue = Date.parse(change.due_at) < Date.now();
        const cancel = change.kind === 'cancel';
        const headingId = `stay-change-${change.id}`;
        return (
          <Paper
            key={change.id}
            component="section"
            aria-labelledby={headingId}
            sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 1 }}
          >
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'baseline',
                justifyContent: 'space-between',
              }}
            >
              <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                {change.member_name}{' '}
                <Typography
                  component="span"
                  sx={{ fontWeight: 400, color: 'text.secondary', fontSize: '0.875rem' }}
                >
                  {change.member_email}
                  {change.member_number ? ` · ${change.member_number}` : ''}
                </Typography>
              </Typography>
              <Typography
                sx={{
                  fontSize: '0.875rem',
                  fontWeight: 600,
                  color: overdue ? 'error.dark' : 'text.secondary',
                }}
              >
                {t('profileChanges.requested', { date: dateTime(change.requested_at) })} ·{' '}
                {t(overdue ? 'profileChanges.overdue' : 'profileChanges.due', {
                  date: dateTime(change.due_at),
                })}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={t(cancel ? 'stayChanges.cancel' : 'stayChanges.change')}
                sx={{
                  fontWeight: 700,
                  bgcolor: cancel ? 'rgba(163, 49, 42, 0.12)' : 'rgba(184, 137, 59, 0.16)',
                  color: cancel ? '#7D241F' : '#6E4E1B',
                }}
              />
              <Typography sx={{ fontSize: '0.9375rem' }}>
                {t('stayChanges.stay', { number: change.reservation_number })} · {change.hotel} ·{' '}
                {t(`reservations:status.${reservationLabel(change.reservation_status)}`)}
              </Typography>
            </Box>
            <DeskTable fontSize="0.9375rem">
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t('stayChanges.now')}</th>
                  <th scope="col">{t('stayChanges.asked')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('stayChanges.dates')}</th>
                  <td>
                    {day(change.arriving_date)} – {day(change.departing_date)}
                  </td>
                  <Box component="td" sx={{ fontWeight: 700 }}>
                    {cancel || !change.new_arriving_date || !change.new_departing_date
                      ? t('stayChanges.cancelled')
                      : `${day(change.new_arriving_date)} – ${day(change.new_departing_date)}`}
                  </Box>
                </tr>
                <tr>
                  <th scope="row">{t('stayChanges.roomType')}</th>
                  <td>{roomType(change.room_type)}</td>
                  <Box component="td" sx={{ fontWeight: 700 }}>
                    {change.new_unit_type ? t(`reservations:unitTypes.${change.new_unit_type}`) : '—'}
                  </Box>
                </tr>
              </tbody>
            </DeskTable>
            <Box>
              <Typography component="h3" sx={{ fontSize: '0.875rem', fontWeight: 700 }}>
                {t('stayChanges.reason')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{change.reason}</Typography>
            </Box>
            {errors[change.id] && <FormAlert severity="error">{text(errors[change.id] ?? '')}</FormAlert>}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void confirm(change)}>
                {t(cancel ? 'stayChanges.confirmCancel' : 'stayChanges.confirmChange')}
              </Button>
              <Button variant="outlined" onClick={() => setDeclining(change)}>
                {t('stayChanges.decline')}
              </Button>
            </Box>
          </Paper>
        );
      })}
      {declining && (
        <ReasonDialog
          title={t('stayChanges.declineTitle', { name: declining.member_name })}
          submitLabel={t('stayChanges.saveDecline')}
          onClose={() => setDeclining(null)}
          onSubmit={async (reason) => {
            const answer = await declineStayChange(declining.id, reason);
            setDeclining(null);
            await done(answer.message);
          }}
        />
      )}
    </Box>
  );
}
