import { zodResolver } from '@hookform/resolvers/zod';
import PersonAdd from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canAddTraveller,
  initialTravellerCount,
  initialTravellers,
  LIMITS,
  type PrimaryTraveller,
  PrimaryTravellerSchema,
  type Profile,
  type ReservationRequested,
  type StayForm,
  stayFormSchema,
  type TravellerValues,
  travelersPayload,
  travellersReducer,
} from '@vida/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { useHotels } from '../api/get-hotels.ts';
import { countriesQueryOptions, requestReservation, reservationKeys } from '../api/reservations-api.ts';
import { SelectField } from '../components/fields.tsx';
import '../lib/register-messages.ts';
import { HotelArt } from '../components/hotel-art.tsx';
import { TravellerEntryCard } from '../components/traveller-entry.tsx';
import { clearStoredReservation, readStoredReservation, storeSummary } from '../lib/stored-reservation.ts';

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** API field names of the primary traveller, mapped back onto the form's. */
const PRIMARY_FIELDS: Record<string, keyof PrimaryTraveller> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  country: 'country',
};

function useStay(): StayForm | null {
  const location = useLocation();
  return useMemo(() => {
    const state = location.state as { stay?: unknown } | null;
    // Dates are checked when the request is sent; here only the shape matters (a reload days later is fine).
    const parsed = stayFormSchema(() => '0000-00-00').safeParse(state?.stay);
    return parsed.success ? parsed.data : null;
  }, [location.state]);
}

export function ReservationSummaryPage() {
  const { t } = useTranslation(['reservations', 'pages']);
  const stay = useStay();
  const { data: profile } = useProfile();
  if (!stay) {
    return (
      <>
        <PageHeader title={t('pages:reservationSummary')} overline={t('overline')} />
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          <EmptyState
            text={t('summary.noData')}
            action={
              <Button component={RouterLink} to={PATHS.requestReservation} variant="contained" color="gold">
                {t('summary.start')}
              </Button>
            }
          />
        </Container>
      </>
    );
  }
  if (!profile) return null;
  return <Summary stay={stay} profile={profile} />;
}

function Summary({ stay, profile }: { stay: StayForm; profile: Profile }) {
  const { t, i18n } = useTranslation(['reservations', 'pages']);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hotels = useHotels();
  const hotel = hotels.find((h) => String(h.id) === stay.destination);
  const hasMemberId = Boolean(profile.vida_member_id);
  const stored = useMemo(() => {
    const s = readStoredReservation();
    return s?.summary && JSON.stringify(s.stay) === JSON.stringify(stay) ? s.summary : null;
  }, [stay]);

  const [isMember, setIsMember] = useState(hasMemberId ? (stored?.isMember ?? true) : false);
  const [addTransportation, setAddTransportation] = useState(
    stored?.addTransportation ?? stay.addTransportation,
  );
  const [travellers, dispatch] = useReducer(
    travellersReducer,
    stored?.travellers ?? initialTravellers(initialTravellerCount(stay.guests)),
  );
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const [done, setDone] = useState<ReservationRequested | null>(null);

  const primary = useForm<PrimaryTraveller>({
    resolver: zodResolver(PrimaryTravellerSchema),
    mode: 'onTouched',
    defaultValues: stored?.primary ?? {
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      phone: profile.mobile_phone || profile.home_phone || '',
      country: profile.country ?? '',
    },
  });
  const countries = useQuery({ ...countriesQueryOptions(language), enabled: !isMember }).data ?? [];

  // Everything typed here survives a reload until the request is sent.
  const persist = useCallback(() => {
    if (done) return;
    storeSummary(stay, { isMember, primary: primary.getValues(), travellers, addTransportation });
  }, [done, stay, isMember, primary, travellers, addTransportation]);
  useEffect(persist, [persist]);
  useEffect(() => {
    const subscription = primary.watch(() => persist());
    return () => subscription.unsubscribe();
  }, [primary, persist]);

  const idempotency = useIdempotencyKey();
  const send = useMutation({
    mutationFn: (values: PrimaryTraveller | null) =>
      requestReservation(
        {
          is_member: isMember,
          ...(values
            ? {
                first_name: values.firstName,
                last_name: values.lastName,
                email: values.email,
                phone: values.phone,
                country: values.country,
              }
            : {}),
          destination: Number(stay.destination),
          arriving_date: stay.arrivingDate,
          departing_date: stay.departingDate,
          guests: stay.guests,
          unit_type: stay.unitType,
          promo_code: stay.promoCode,
          add_transportation: addTransportation,
          flexible_dates: stay.flexibleDates,
          flexible_destinations: stay.flexibleDestination,
          travelers: travelersPayload(travellers.entries),
        },
        idempotency.key,
      ),
    onSuccess: (created) => {
      idempotency.renew();
      clearStoredReservation();
      setDone(created);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
    onError: (error) => {
      if (!answerLost(error)) idempotency.renew();
      if (!isApiRequestError(error)) return;
      for (const [field, name] of Object.entries(PRIMARY_FIELDS)) {
        const message = error.errors[field]?.[0];
        if (message) primary.setError(name, { message });
      }
    },
  });

  const submit = async () => {
    setUnsaved(false);
    const pending = travellers.entries.some((e) => e.isNew);
    const valid = isMember ? true : await primary.trigger();
    if (pending) {
      setUnsaved(true);
      const first = travellers.entries.find((e) => e.isNew);
      if (first) setFocusKey(first.key);
      return;
    }
    if (!valid) return;
    send.mutate(isMember ? null : primary.getValues());
  };

  const errorText = (field: keyof PrimaryTraveller) => {
    const message = primary.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const unitTypeName = t(`unitTypes.${stay.unitType}`);
  const failure = send.error;
  const draft = useCallback(
    (key: string, values: TravellerValues) => dispatch({ type: 'draft', key, values }),
    [],
  );

  return (
    <>
      <PageHeader title={t('pages:reservationSummary')} overline={t('overline')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 4 }}>
        <Paper
          elevation={1}
          component="section"
          aria-labelledby="summary-stay"
          sx={{ overflow: 'hidden', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}
        >
          <Box sx={{ height: { xs: 160, md: '100%' }, minHeight: { md: 240 } }}>
            <HotelArt hotel={hotel?.name} />
          </Box>
          <Box sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 1.5, alignContent: 'center' }}>
            <Typography variant="overline" component="p" sx={{ color: 'gold.dark' }}>
              {unitTypeName}
            </Typography>
            <Typography id="summary-stay" component="h2" variant="h3">
              {hotel?.name ?? '…'}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem' }}>
              {t('summary.dates', {
                from: formatLongDate(dayDate(stay.arrivingDate), language, 'UTC'),
                to: formatLongDate(dayDate(stay.departingDate), language, 'UTC'),
              })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('request.guestsValue', { count: stay.guests })} ·{' '}
              {stay.promoCode ? `${t('summary.promoCode')}: ${stay.promoCode}` : t('summary.noPromo')}
            </Typography>
            <Box>
              <Button component={RouterLink} to={PATHS.requestReservation} sx={{ px: 0 }}>
                {t('summary.changeStay')}
              </Button>
            </Box>
          </Box>
        </Paper>

        <Paper
          elevation={1}
          component="form"
          noValidate
          aria-labelledby="summary-step"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 4 }}
        >
          <Box>
            <Typography id="summary-step" component="h2" variant="h3">
              {t('summary.oneMoreStep')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('summary.oneMoreStepText')}</Typography>
          </Box>

          <Box component="section" aria-labelledby="summary-primary" sx={{ display: 'grid', gap: 2.5 }}>
            <Typography id="summary-primary" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
              {t('summary.primary')}
            </Typography>
            {hasMemberId ? (
              <RadioGroup
                row
                aria-label={t('summary.requestAs')}
                value={isMember ? 'member' : 'guest'}
                onChange={(event) => setIsMember(event.target.value === 'member')}
              >
                <FormControlLabel value="member" control={<Radio />} label={t('summary.asMember')} />
                <FormControlLabel value="guest" control={<Radio />} label={t('summary.asNonMember')} />
              </RadioGroup>
            ) : null}
            {isMember ? (
              <Box sx={{ p: 2, borderRadius: '12px', bgcolor: 'sand.main' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {profile.first_name} {profile.last_name} · {profile.vida_member_id}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('summary.memberNote', { email: profile.email })}
                </Typography>
              </Box>
            ) : (
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormField
                  id="primary-first-name"
                  label={t('summary.firstName')}
                  autoComplete="given-name"
                  error={errorText('firstName')}
                  {...primary.register('firstName')}
                />
                <FormField
                  id="primary-last-name"
                  label={t('summary.lastName')}
                  autoComplete="family-name"
                  error={errorText('lastName')}
                  {...primary.register('lastName')}
                />
                <FormField
                  id="primary-email"
                  label={t('summary.email')}
                  type="email"
                  autoComplete="email"
                  error={errorText('email')}
                  {...primary.register('email')}
                />
                <FormField
                  id="primary-phone"
                  label={t('summary.phone')}
                  type="tel"
                  autoComplete="tel"
                  error={errorText('phone')}
                  {...primary.register('phone')}
                />
                <SelectField
                  id="primary-country"
                  label={t('summary.country')}
                  placeholder={t('summary.countryPlaceholder')}
                  options={countries.map((c) => ({ value: c.value, label: c.label }))}
                  error={errorText('country')}
                  {...primary.register('country')}
                />
              </Box>
            )}
          </Box>

          <Box component="section" aria-labelledby="summary-travellers" sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography id="summary-travellers" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
                {t('summary.travellers')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('summary.travellersHelp', { max: LIMITS.maxAdditionalTravellers })}
              </Typography>
            </Box>
            {travellers.entries.length === 0 ? (
              <Typography sx={{ fontStyle: 'italic' }}>{t('summary.noTravellers')}</Typography>
            ) : null}
            {travellers.entries.map((entry, index) => (
              <TravellerEntryCard
                key={`${entry.key}:${entry.show}`}
                entry={entry}
                index={index}
                focus={focusKey === entry.key}
                onSave={(values) => dispatch({ type: 'save', key: entry.key, values })}
                onEdit={() => {
                  dispatch({ type: 'edit', key: entry.key });
                  setFocusKey(entry.key);
                }}
                onDelete={() => {
                  dispatch({ type: 'delete', key: entry.key });
                  setFocusKey(entry.key);
                }}
                onCancel={() => dispatch({ type: 'cancel', key: entry.key })}
                onRemove={() => dispatch({ type: 'remove', key: entry.key })}
                onDraft={(values) => draft(entry.key, values)}
              />
            ))}
            <Box>
              <Button
                variant="outlined"
                color="ink"
                startIcon={<PersonAdd />}
                disabled={!canAddTraveller(travellers.entries.length)}
                onClick={() => dispatch({ type: 'add' })}
              >
                {t('summary.addTraveller')}
              </Button>
            </Box>
          </Box>

          <Box component="section" aria-label={t('summary.transportation')}>
            <SwitchField
              id="summary-transportation"
              label={t('summary.transportation')}
              help={t('summary.transportationText')}
              checked={addTransportation}
              onChange={setAddTransportation}
            />
          </Box>

          {unsaved ? <FormAlert severity="info">{t('summary.unsaved')}</FormAlert> : null}
          {failure ? (
            <FormAlert severity="error">
              {resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : 'generic_error')}
            </FormAlert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" color="gold" size="large" disabled={send.isPending}>
              {t('summary.submit')}
            </Button>
          </Box>
        </Paper>
      </Container>

      <Dialog open={done !== null} aria-labelledby="thanks-title" aria-describedby="thanks-text">
        <DialogTitle id="thanks-title">{t('summary.thanksTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="thanks-text">
            {t('summary.thanksText', { number: done?.reservation_number ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button
            variant="contained"
            color="gold"
            onClick={() => navigate(PATHS.myReservations, { replace: true })}
            autoFocus
          >
            {t('summary.thanksAction')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export { ReservationSummaryPage as Component };
