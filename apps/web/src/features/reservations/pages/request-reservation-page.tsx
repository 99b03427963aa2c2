import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  earliestDeparture,
  formatLongDay,
  GUESTS_MAX,
  GUESTS_MIN,
  type StayForm,
  stayFormSchema,
  stepGuests,
  UNIT_TYPES,
} from '@vida/shared';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormDateField } from '../../../components/ui/form-date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { NativeSelectField } from '../../../components/ui/select-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { earliestArrivalDay } from '../../../lib/earliest-arrival.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useHotels } from '../../../lib/reference-data/hotels.ts';
import '../lib/register-messages.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { StayBanner } from '../components/stay-banner.tsx';
import {
  EMPTY_STAY,
  filterFromState,
  readStoredReservation,
  type StoredStay,
  storeStay,
} from '../lib/stored-reservation.ts';

/** The stay the member asks for; the values go to the summary as navigation state and stay stored. */
export function RequestReservationPage() {
  const { t, i18n } = useTranslation(['reservations', 'pages']);
  const location = useLocation();
  const navigate = useNavigate();
  const hotels = useHotels();
  // The API's rule on the server's clock: the calendars offer exactly the days the API accepts.
  const schema = useMemo(() => stayFormSchema(earliestArrivalDay), []);
  const earliest = earliestArrivalDay();
  const language = useLanguage();

  // Defaults, then the dashboard's filter, then what the member typed before a reload.
  const initial = useMemo<StoredStay>(
    () => ({ ...EMPTY_STAY, ...filterFromState(location.state), ...(readStoredReservation()?.stay ?? {}) }),
    [location.state],
  );
  const form = useForm<StoredStay, unknown, StayForm>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: initial,
  });

  useEffect(() => {
    const subscription = form.watch((values) => storeStay({ ...EMPTY_STAY, ...values } as StoredStay));
    return () => subscription.unsubscribe();
  }, [form]);

  const { errors } = form.formState;
  const errorText = (field: keyof StoredStay) => {
    const message = errors[field]?.message;
    return message ? resolveMessage(i18n, message, { date: formatLongDay(earliest, language) }) : undefined;
  };
  const destination = form.watch('destination');
  const arrival = form.watch('arrivingDate');
  const hotel = hotels.find((h) => String(h.id) === destination);

  return (
    <>
      <PageHeader
        scene="reservations"
        width="narrow"
        title={t('pages:requestReservation')}
        overline={t('overline')}
        subtitle={t('request.subtitle')}
      />
      <PageBody width="narrow">
        <Paper elevation={1} sx={{ overflow: 'hidden' }}>
          <StayBanner hotel={hotel?.name} />
          <Box
            component="form"
            noValidate
            aria-label={t('pages:requestReservation')}
            onSubmit={form.handleSubmit((stay) => {
              storeStay({ ...stay });
              navigate(PATHS.reservationSummary, { state: { stay } });
            })}
            sx={{
              p: { xs: 3, sm: 4 },
              display: 'grid',
              columnGap: 4,
              rowGap: 3,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <NativeSelectField
              placeholderDisabled
              id="reservation-destination"
              label={t('request.destination')}
              placeholder={t('request.destinationPlaceholder')}
              options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
              error={errorText('destination')}
              {...form.register('destination')}
            />
            <Controller
              control={form.control}
              name="guests"
              render={({ field }) => (
                <Box role="group" aria-labelledby="reservation-guests-label">
                  <Typography
                    id="reservation-guests-label"
                    sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 1 }}
                  >
                    {t('request.guests')}
                  </Typography>
                  <Box
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 1,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: '12px',
                      p: 0.5,
                    }}
                  >
                    <IconButton
                      aria-label={t('request.fewerGuests')}
                      aria-describedby="reservation-guests-range"
                      disabled={field.value <= GUESTS_MIN}
                      onClick={() => field.onChange(stepGuests(field.value, -1))}
                    >
                      <Remove />
                    </IconButton>
                    <Typography
                      component="output"
                      aria-live="polite"
                      sx={{ minWidth: 96, textAlign: 'center', fontWeight: 600 }}
                    >
                      {t('request.guestsValue', { count: field.value })}
                    </Typography>
                    <IconButton
                      aria-label={t('request.moreGuests')}
                      aria-describedby="reservation-guests-range"
                      disabled={field.value >= GUESTS_MAX}
                      onClick={() => field.onChange(stepGuests(field.value, 1))}
                    >
                      <Add />
                    </IconButton>
                  </Box>
                  {/* Why a step button is disabled at either end. */}
                  <Typography
                    id="reservation-guests-range"
                    variant="body2"
                    sx={{ mt: 1, color: 'text.secondary' }}
                  >
                    {t('request.guestsRange', { min: GUESTS_MIN, max: GUESTS_MAX })}
                  </Typography>
                </Box>
              )}
            />
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormDateField
                control={form.control}
                name="arrivingDate"
                id="reservation-arrival"
                label={t('request.arrival')}
                error={errorText('arrivingDate')}
                min={earliest}
                onValue={() => {
                  // Re-check a departure already chosen; an empty one is not wrong yet.
                  if (form.getValues('departingDate')) void form.trigger('departingDate');
                }}
              />
              <FormDateField
                control={form.control}
                name="departingDate"
                id="reservation-departure"
                label={t('request.departure')}
                error={errorText('departingDate')}
                min={earliestDeparture(arrival, earliest)}
              />
            </Box>
            <NativeSelectField
              placeholderDisabled
              id="reservation-unit-type"
              label={t('request.unitType')}
              placeholder={t('request.unitTypePlaceholder')}
              options={UNIT_TYPES.map((u) => ({ value: u, label: t(`unitTypes.${u}`) }))}
              error={errorText('unitType')}
              {...form.register('unitType')}
            />
            <FormField
              id="reservation-promo"
              label={t('request.promoCode')}
              autoComplete="off"
              error={errorText('promoCode')}
              {...form.register('promoCode')}
            />
            <Box sx={{ display: 'grid', gap: 1 }}>
              {(
                [
                  ['flexibleDates', 'request.flexibleDates'],
                  ['flexibleDestination', 'request.flexibleDestination'],
                  ['addTransportation', 'request.addTransportation'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <SwitchField
                      id={`reservation-${name}`}
                      label={t(label)}
                      checked={field.value === true}
                      onChange={field.onChange}
                    />
                  )}
                />
              ))}
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" color="gold" size="large">
                {t('request.submit')}
              </Button>
            </Box>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { RequestReservationPage as Component };
