import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatLongDay,
  initialTravellerCount,
  initialTravellers,
  type PrimaryTraveller,
  PrimaryTravellerSchema,
  type Profile,
  type StayForm,
  stayFormSchema,
  travellersReducer,
} from '@vida/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { useHotels } from '../../../lib/reference-data/hotels.ts';
import '../lib/register-messages.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { HotelArt } from '../components/hotel-art.tsx';
import { NothingToShow } from '../components/nothing-to-show.tsx';
import { PrimaryTravellerForm } from '../components/primary-traveller-form.tsx';
import { TravellerList } from '../components/traveller-list.tsx';
import { readStoredReservation, storeSummary } from '../lib/stored-reservation.ts';
import { useSubmitReservation } from '../lib/use-submit-reservation.ts';

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
      <NothingToShow
        title={t('pages:reservationSummary')}
        text={t('summary.noData')}
        to={PATHS.requestReservation}
        action={t('summary.start')}
      />
    );
  }
  if (!profile) return null;
  return <Summary stay={stay} profile={profile} />;
}

function Summary({ stay, profile }: { stay: StayForm; profile: Profile }) {
  const { t, i18n } = useTranslation(['reservations', 'pages']);
  const language = useLanguage();
  const navigate = useNavigate();
  const hotels = useHotels();
  const hotel = hotels.find((h) => String(h.id) === stay.destination);
  const stored = useMemo(() => {
    const s = readStoredReservation();
    return s?.summary && JSON.stringify(s.stay) === JSON.stringify(stay) ? s.summary : null;
  }, [stay]);

  const [isMember, setIsMember] = useState(profile.vida_member_id ? (stored?.isMember ?? true) : false);
  const [addTransportation, setAddTransportation] = useState(
    stored?.addTransportation ?? stay.addTransportation,
  );
  const [travellers, dispatch] = useReducer(
    travellersReducer,
    stored?.travellers ?? initialTravellers(initialTravellerCount(stay.guests)),
  );
  const [focusKey, setFocusKey] = useState<string | null>(null);

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
  const { submit, unsaved, done, failure, isPending } = useSubmitReservation({
    stay,
    isMember,
    addTransportation,
    travellers,
    primary,
    onFocusTraveller: setFocusKey,
  });

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

  const unitTypeName = t(`unitTypes.${stay.unitType}`);
  // The dates are not on this page: a stay that became too soon (the page was left open past the club's
  // midnight) is refused by the API with the dates' own message, and the member is sent back to change them.
  const dateRefusal = isApiRequestError(failure)
    ? (failure.errors.arriving_date?.[0] ?? failure.errors.departing_date?.[0])
    : undefined;

  return (
    <>
      <PageHeader
        scene="reservations"
        width="narrow"
        title={t('pages:reservationSummary')}
        overline={t('overline')}
      />
      <PageBody width="narrow" sx={{ display: 'grid', gap: 4 }}>
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
                from: formatLongDay(stay.arrivingDate, language),
                to: formatLongDay(stay.departingDate, language),
              })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('request.guestsValue', { count: stay.guests })} ·{' '}
              {stay.promoCode ? `${t('summary.promoCode')}: ${stay.promoCode}` : t('summary.noPromo')}
            </Typography>
            <Box>
              <Button component={RouterLink} to={PATHS.requestReservation} sx={{ mt: 1 }}>
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

          <PrimaryTravellerForm
            profile={profile}
            language={language}
            isMember={isMember}
            onIsMemberChange={setIsMember}
            form={primary}
          />
          <TravellerList
            travellers={travellers}
            dispatch={dispatch}
            focusKey={focusKey}
            onFocus={setFocusKey}
          />

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
              {dateRefusal ??
                resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : 'generic_error')}
              {dateRefusal ? (
                <>
                  {' '}
                  <Link component={RouterLink} to={PATHS.requestReservation}>
                    {t('summary.changeStay')}
                  </Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" color="gold" size="large" disabled={isPending}>
              {t('summary.submit')}
            </Button>
          </Box>
        </Paper>
      </PageBody>

      <Dialog open={done !== null} aria-labelledby="thanks-title" aria-describedby="thanks-text">
        <DialogTitle id="thanks-title">{t('summary.thanksTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="thanks-text">
            {t('summary.thanksText', { number: done?.reservation_number ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
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
