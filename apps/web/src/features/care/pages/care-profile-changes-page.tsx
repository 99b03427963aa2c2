import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareProfileChange } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ListNotReady } from '../../../components/ui/list-state.tsx';
import { notify } from '../../../lib/notifications.ts';
import { approveProfileChange, profileChangesQueryOptions, rejectProfileChange } from '../api/desk-api.ts';
import { DeskTable } from '../components/desk-table.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { failureMessage, useMessageText } from '../lib/form-errors.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** `/care/profile-changes`: each pending change with before and after, due 3 days after it was asked for. */
export function CareProfileChangesPage() {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const { dateTime } = useDeskFormat();
  const queryClient = useQueryClient();
  const changes = useQuery(profileChangesQueryOptions());
  const [rejecting, setRejecting] = useState<CareProfileChange | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});

  const done = async (message: string) => {
    notify('success', message);
    await queryClient.invalidateQueries({ queryKey: profileChangesQueryOptions().queryKey });
  };

  async function approve(change: CareProfileChange) {
    try {
      await done((await approveProfileChange(change.id)).message);
    } catch (failure) {
      setErrors((e) => ({ ...e, [change.id]: failureMessage(failure) }));
    }
  }

  if (changes.data === undefined) return <ListNotReady query={changes} />;
  if (changes.data.length === 0) return <Typography>{t('profileChanges.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {changes.data.map((change) => {
        const overdue = Date.parse(change.due_at) < Date.now();
        return (
          <Paper
            key={change.id}
            component="section"
            aria-labelledby={`change-${change.id}`}
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
              <Typography
                id={`change-${change.id}`}
                component="h2"
                sx={{ fontSize: '1.125rem', fontWeight: 700 }}
              >
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
            <DeskTable fontSize="0.9375rem">
              <thead>
                <tr>
                  <th scope="col">{t('profileChanges.field')}</th>
                  <th scope="col">{t('profileChanges.before')}</th>
                  <th scope="col">{t('profileChanges.after')}</th>
                </tr>
              </thead>
              <tbody>
                {change.changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row">{t(`profileChanges.fields.${c.field}`)}</th>
                    <td>{c.before ?? t('profileChanges.empty_value')}</td>
                    <Box component="td" sx={{ fontWeight: 700 }}>
                      {c.after ?? t('profileChanges.empty_value')}
                    </Box>
                  </tr>
                ))}
              </tbody>
            </DeskTable>
            {!change.email_confirmed && (
              // Also why Approve is disabled: the button names it as its description.
              <Box id={`unconfirmed-${change.id}`}>
                <FormAlert severity="info">{t('profileChanges.emailUnconfirmed')}</FormAlert>
              </Box>
            )}
            {errors[change.id] && <FormAlert severity="error">{text(errors[change.id] ?? '')}</FormAlert>}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                onClick={() => void approve(change)}
                disabled={!change.email_confirmed}
                aria-describedby={change.email_confirmed ? undefined : `unconfirmed-${change.id}`}
              >
                {t('profileChanges.approve')}
              </Button>
              <Button variant="outlined" onClick={() => setRejecting(change)}>
                {t('profileChanges.reject')}
              </Button>
            </Box>
          </Paper>
        );
      })}
      {rejecting && (
        <ReasonDialog
          title={t('profileChanges.rejectTitle', { name: rejecting.member_name })}
          submitLabel={t('profileChanges.confirmReject')}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            const answer = await rejectProfileChange(rejecting.id, reason);
            setRejecting(null);
            await done(answer.message);
          }}
        />
      )}
    </Box>
  );
}
