import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  earliestDeparture,
  formatLongDay,
  type Language,
  lastCancelDay,
  type Reservation,
  type StayChangeKind,
  type StayChangeRequest,
  stayChangeRequestSchema,
  UNIT_TYPES,
} from '@vida/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDateField } from '../../../components/ui/form-date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelectField } from '../../../components/ui/select-field.tsx';
import { earliestArrivalDay } from '../../../lib/earliest-arrival.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import '../lib/register-messages.ts';
import { reservationKeys } from '../api/reservations-api.ts';
import { requestStayChange } from '../api/stay-changes-api.ts';

type Schema = ReturnType<typeof stayChangeRequestSchema>;
/** One flat form for both kinds: the schema keeps what the kind takes. */
interface Values {
  kind: StayChangeKind;
  arriving_date: string;
  departing_date: string;
  unit_type: string;
  reason: string;
}
const FIELDS = ['arriving_date', 'departing_date', 'unit_type', 'reason'] as const;

interface StayChangeDialogProps {
  kind: StayChangeKind;
  reservation: Reservation;
  language: Language;
  cutoffDays: number;
  onClose: () => void;
}

/**
 * Asks customer care to change a stay (new dates and room type) or to cancel it, with a reason. The rules are
 * the request form's (the shared schema on the server's clock); the stay shows "change requested" once sent.
 */
export function StayChangeDialog({
  kind,
  reservation: r,
  language,
  cutoffDays,
  onClose,
}: StayChangeDialogProps) {
  const { t, i18n } = useTranslation('reservations');
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const schema = useMemo(() => stayChangeRequestSchema(earliestArrivalDay), []);
  const earliest = earliestArrivalDay();
  const [formError, setFormError] = useState('');
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { kind, arriving_date: '', departing_date: '', unit_type: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? resolveMessage(i18n, message, { date: formatLongDay(earliest, language) }) : undefined;
  };
  const arrival = form.watch('arriving_date');
  const change = kind === 'change';
  const titleId = 'stay-change-title';

  const submit = form.handleSubmit(async (body) => {
    setFormError('');
    try {
      await requestStayChange(r.reservation_id, body as StayChangeRequest, idempotency.key);
      notify('success', t(change ? 'changes.sentChange' : 'changes.sentCancel'));
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      onClose();
    } catch (failure) {
      idempotency.renew();
      setFormError(applyServerErrors(failure, form.setError, FIELDS) ?? '');
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(change ? 'changes.changeTitle' : 'changes.cancelTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              {t('changes.stay', {
                hotel: r.hotel,
                from: formatLongDay(r.arriving_date, language),
                to: formatLongDay(r.departing_date, language),
              })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('list.number', { number: r.reservation_number })}
            </Typography>
          </Box>
          <Typography>
            {change
              ? t('changes.changeHelp')
              : t('changes.cancelHelp', {
                  date: formatLongDay(lastCancelDay(r.arriving_date, cutoffDays), language),
                  days: cutoffDays,
                })}
          </Typography>
          {formError ? <FormAlert severity="error">{resolveMessage(i18n, formError)}</FormAlert> : null}
          {change ? (
            <>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormDateField
                  control={form.control}
                  name="arriving_date"
                  id="stay-change-arrival"
                  label={t('changes.arrival')}
                  error={errorText('arriving_date')}
                  min={earliest}
                  onValue={() => {
                    if (form.getValues('departing_date')) void form.trigger('departing_date');
                  }}
                />
                <FormDateField
                  control={form.control}
                  name="departing_date"
                  id="stay-change-departure"
                  label={t('changes.departure')}
                  error={errorText('departing_date')}
                  min={earliestDeparture(arrival, earliest)}
                />
              </Box>
              <NativeSelectField
                placeholderDisabled
                id="stay-change-unit-type"
                label={t('changes.unitType')}
                placeholder={t('request.unitTypePlaceholder')}
                options={UNIT_TYPES.map((u) => ({ value: u, label: t(`unitTypes.${u}`) }))}
                error={errorText('unit_type')}
                {...form.register('unit_type')}
              />
            </>
          ) : null}
          <FormField
            id="stay-change-reason"
            label={t('changes.reason')}
            help={t('changes.reasonHelp')}
            multiline
            minRows={3}
            error={errorText('reason')}
            {...form.register('reason')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} color="ink">
            {t('changes.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t(change ? 'changes.sendChange' : 'changes.sendCancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
