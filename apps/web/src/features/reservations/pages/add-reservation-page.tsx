import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddReservationForm, AddReservationFormSchema } from '@vida/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDateField } from '../../../components/ui/form-date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { NativeSelectField } from '../../../components/ui/select-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useHotels } from '../../../lib/reference-data/hotels.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { addReservationToProfile, reservationKeys } from '../api/reservations-api.ts';
import '../lib/register-messages.ts';

const FIELDS: Record<string, keyof AddReservationForm> = {
  property: 'property',
  confirmation_number: 'confirmationNumber',
  check_in_date: 'checkInDate',
  traveler_last_name: 'travelerLastName',
};

/** Finds a reservation booked elsewhere and attaches it; a miss keeps everything typed. */
export function AddReservationPage() {
  const { t, i18n } = useTranslation(['reservations', 'pages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hotels = useHotels();
  const [notFound, setNotFound] = useState(false);
  const form = useForm<AddReservationForm>({
    resolver: zodResolver(AddReservationFormSchema),
    mode: 'onTouched',
    defaultValues: { property: '', confirmationNumber: '', checkInDate: '', travelerLastName: '' },
  });
  const find = useMutation({
    mutationFn: (values: AddReservationForm) =>
      addReservationToProfile({
        property: Number(values.property),
        confirmation_number: values.confirmationNumber,
        check_in_date: values.checkInDate,
        traveler_last_name: values.travelerLastName,
      }),
    onSuccess: (reservation) => {
      if (!reservation) {
        setNotFound(true);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      navigate(PATHS.reservationFound, { state: { reservation } });
    },
    onError: (error) => {
      applyServerErrors(error, form.setError, FIELDS);
    },
  });
  const errorText = (field: keyof AddReservationForm) => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const failure = find.error;

  return (
    <>
      <PageHeader
        scene="reservations"
        width="narrow"
        title={t('pages:addReservation')}
        overline={t('overline')}
        subtitle={t('add.subtitle')}
      />
      <PageBody width="narrow">
        <Button component={RouterLink} to={PATHS.myReservations} startIcon={<ArrowBack />} sx={{ mb: 3 }}>
          {t('add.back')}
        </Button>
        <Paper
          elevation={1}
          component="form"
          noValidate
          aria-label={t('pages:addReservation')}
          onSubmit={form.handleSubmit((values) => {
            setNotFound(false);
            find.mutate(values);
          })}
          sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}
        >
          <NativeSelectField
            placeholderDisabled
            id="add-property"
            label={t('add.property')}
            placeholder={t('add.propertyPlaceholder')}
            options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
            error={errorText('property')}
            {...form.register('property')}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              id="add-confirmation-number"
              label={t('add.confirmationNumber')}
              autoComplete="off"
              error={errorText('confirmationNumber')}
              {...form.register('confirmationNumber')}
            />
            <FormDateField
              control={form.control}
              name="checkInDate"
              id="add-check-in"
              label={t('add.checkInDate')}
              error={errorText('checkInDate')}
            />
          </Box>
          <FormField
            id="add-last-name"
            label={t('add.travelerLastName')}
            autoComplete="family-name"
            error={errorText('travelerLastName')}
            {...form.register('travelerLastName')}
          />
          {notFound ? (
            <FormAlert severity="info">{resolveMessage(i18n, 'reservation_not_found')}</FormAlert>
          ) : null}
          {failure ? (
            <FormAlert severity="error">
              {resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : 'generic_error')}
            </FormAlert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" color="gold" size="large" disabled={find.isPending}>
              {t('add.submit')}
            </Button>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { AddReservationPage as Component };
