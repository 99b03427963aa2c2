import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CareConfirmStaySchema, type CareStayRequest } from '@vida/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDateField } from '../../../components/ui/form-date-field.tsx';
import { ListNotReady } from '../../../components/ui/list-state.tsx';
import { notify } from '../../../lib/notifications.ts';
import { requestResolver } from '../../../lib/request-resolver.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { confirmStay, declineStay, hotelsQueryOptions, stayRequestsQueryOptions } from '../api/desk-api.ts';
import { DeadlineChip } from '../components/deadline-chip.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { StayWarnings } from '../components/stay-warnings.tsx';
import { useMessageText } from '../lib/form-errors.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** The confirmation form: the request's fields, the hotel as the select holds it (its id as text). */
type ConfirmStayValues = Omit<z.input<typeof CareConfirmStaySchema>, 'hotel_id'> & { hotel_id: string };
type CareConfirmStayRequest = z.output<typeof CareConfirmStaySchema>;
const CONFIRM_STAY_FIELDS = [
  'confirmation_number',
  'hotel_id',
  'room_type',
  'arriving_date',
  'departing_date',
] as const;

/** `/care/stay-requests`: requested stays oldest first; confirm with the booking's details or decline. */
export function CareStayRequestsPage() {
  const { t } = useTranslation('care');
  const { dateTime, day, roomType } = useDeskFormat();
  const queryClient = useQueryClient();
  const requests = useQuery(stayRequestsQueryOptions());
  const [confirming, setConfirming] = useState<CareStayRequest | null>(null);
  const [declining, setDeclining] = useState<CareStayRequest | null>(null);

  const done = async (message: string) => {
    notify('success', message);
    await queryClient.invalidateQueries({ queryKey: stayRequestsQueryOptions().queryKey });
  };

  if (requests.data === undefined) return <ListNotReady query={requests} />;
  if (requests.data.length === 0) return <Typography>{t('stays.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {requests.data.map((r) => (
        <Paper
          key={r.id}
          component="section"
          aria-labelledby={`stay-${r.id}`}
          sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 0.75 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography id={`stay-${r.id}`} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
              {r.member_name}
            </Typography>
            <DeadlineChip hoursLeft={r.hours_left} />
          </Box>
          <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
            {[
              r.member_email,
              r.member_number,
              r.language.toUpperCase(),
              r.reservation_number ? t('stays.request', { number: r.reservation_number }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{r.hotel}</Typography>
          <Typography>
            {day(r.arriving_date)} → {day(r.departing_date)} · {t('stays.guests', { count: r.guests })} ·{' '}
            {r.room_type ? roomType(r.room_type) : r.unit_type}
          </Typography>
          <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {[
              t('stays.requested', { date: dateTime(r.requested_at) }),
              r.flexible_dates ? t('stays.flexibleDates') : null,
              r.flexible_destinations ? t('stays.flexibleDestinations') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            <Button variant="contained" onClick={() => setConfirming(r)}>
              {t('stays.confirm')}
            </Button>
            <Button variant="outlined" onClick={() => setDeclining(r)}>
              {t('stays.decline')}
            </Button>
          </Box>
        </Paper>
      ))}
      {confirming && (
        <ConfirmDialog
          request={confirming}
          onClose={() => setConfirming(null)}
          onDone={async (message) => {
            setConfirming(null);
            await done(message);
          }}
        />
      )}
      {declining && (
        <ReasonDialog
          title={t('stays.declineTitle', { name: declining.member_name })}
          submitLabel={t('stays.saveDecline')}
          onClose={() => setDeclining(null)}
          onSubmit={async (reason) => {
            const answer = await declineStay(declining.id, reason);
            setDeclining(null);
            await done(answer.message);
          }}
        />
      )}
    </Box>
  );
}

function ConfirmDialog({
  request,
  onClose,
  onDone,
}: {
  request: CareStayRequest;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const hotels = useQuery(hotelsQueryOptions());
  const [formError, setFormError] = useState('');
  const form = useForm<ConfirmStayValues, unknown, CareConfirmStayRequest>({
    resolver: requestResolver(CareConfirmStaySchema, (values) => ({
      ...values,
      hotel_id: Number(values.hotel_id),
    })),
    defaultValues: {
      confirmation_number: '',
      hotel_id: String(request.hotel_id),
      room_type: request.room_type ?? '',
      arriving_date: request.arriving_date,
      departing_date: request.departing_date,
    },
  });
  const busy = form.formState.isSubmitting;
  const errorOf = (name: keyof ConfirmStayValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? text(message) : undefined;
  };

  const submit = form.handleSubmit(async (body) => {
    setFormError('');
    try {
      await onDone((await confirmStay(request.id, body)).message);
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, CONFIRM_STAY_FIELDS) ?? '');
    }
  });

  const field = (name: 'confirmation_number' | 'room_type', label: string, extra: object = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <TextField
          id={`confirm-${name}`}
          label={label}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={Boolean(errorOf(name))}
          helperText={errorOf(name)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...extra}
        />
      )}
    />
  );

  const dateField = (name: 'arriving_date' | 'departing_date', label: string) => (
    <FormDateField
      control={form.control}
      name={name}
      id={`confirm-${name}`}
      label={label}
      error={errorOf(name)}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-stay-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="confirm-stay-title">
          {t('stays.confirmTitle', { name: request.member_name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError && <FormAlert severity="error">{text(formError)}</FormAlert>}
          {field('confirmation_number', t('stays.confirmationNumber'), { autoFocus: true })}
          <Controller
            control={form.control}
            name="hotel_id"
            render={({ field: input }) => (
              <TextField
                id="confirm-hotel_id"
                select
                label={t('stays.hotel')}
                name={input.name}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={Boolean(errorOf('hotel_id'))}
                helperText={errorOf('hotel_id')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {(hotels.data ?? [{ id: request.hotel_id, name: request.hotel }]).map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </TextField>
            )}
          />
          {field('room_type', t('stays.roomType'))}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {dateField('arriving_date', t('stays.arrival'))}
            {dateField('departing_date', t('stays.departure'))}
          </Box>
          <StayWarnings
            request={request}
            arrival={form.watch('arriving_date')}
            departure={form.watch('departing_date')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('stays.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('stays.saveConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
