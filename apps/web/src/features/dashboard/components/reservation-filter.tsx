import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { earliestDeparture, isIsoDate } from '@vida/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyDateField } from '../../../components/ui/lazy-date-field.tsx';
import { earliestArrivalDay } from '../../../lib/earliest-arrival.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useHotels } from '../../../lib/reference-data/hotels.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';

const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const labelSx = { display: 'block', fontWeight: 600, fontSize: '0.875rem', mb: 0.75 } as const;

/**
 * The dashboard's request-reservation filter (spec section 2): submitting clears any stored reservation and
 * opens the request form with these values as navigation state. The form there checks them.
 */
export function ReservationFilter() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const hotels = useHotels();
  const [destination, setDestination] = useState('');
  const [arrivingDate, setArrivingDate] = useState('');
  const [departingDate, setDepartingDate] = useState('');
  const [guests, setGuests] = useState(1);
  // The API's first day, so the filter never offers a day the request form would then refuse.
  const earliest = earliestArrivalDay();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearStoredReservation();
    navigate(PATHS.requestReservation, {
      state: {
        filter: {
          ...(destination ? { destination } : {}),
          // A half-typed date is left for the request form to ask again.
          ...(isIsoDate(arrivingDate) ? { arrivingDate } : {}),
          ...(isIsoDate(departingDate) ? { departingDate } : {}),
          guests,
        },
      },
    });
  };

  return (
    <Paper
      component="form"
      elevation={3}
      aria-labelledby="reservation-filter-title"
      onSubmit={submit}
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id="reservation-filter-title" component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {t('filter.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'end',
          // Phones: one column. Tablets: destination, then the dates, then guests beside the button. Laptops:
          // the four fields in a row with the button under them; wide screens: one row.
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            md: '1.6fr 1fr 1fr 0.7fr',
            lg: '1.6fr 1fr 1fr 0.7fr auto',
          },
        }}
      >
        <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
          <Box component="label" htmlFor="filter-destination" sx={labelSx}>
            {t('filter.destination')}
          </Box>
          <NativeSelect
            id="filter-destination"
            fullWidth
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
            input={<OutlinedInput notched={false} />}
          >
            <option value="">{t('filter.anyDestination')}</option>
            {hotels.map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <LazyDateField
          id="filter-arrival"
          label={t('filter.arrival')}
          value={arrivingDate}
          onChange={setArrivingDate}
          min={earliest}
        />
        <LazyDateField
          id="filter-departure"
          label={t('filter.departure')}
          value={departingDate}
          onChange={setDepartingDate}
          min={earliestDeparture(arrivingDate, earliest)}
        />
        <Box>
          <Box component="label" htmlFor="filter-guests" sx={labelSx}>
            {t('filter.guests')}
          </Box>
          <NativeSelect
            id="filter-guests"
            fullWidth
            value={String(guests)}
            onChange={(event) => setGuests(Number(event.target.value))}
            input={<OutlinedInput notched={false} />}
          >
            {GUEST_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <Button
          type="submit"
          variant="contained"
          color="gold"
          size="large"
          startIcon={<Search />}
          sx={{
            minHeight: 50,
            gridColumn: { md: '1 / -1', lg: 'auto' },
            justifySelf: { xs: 'stretch', md: 'end', lg: 'stretch' },
            px: { md: 4, lg: 3 },
          }}
        >
          {t('filter.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
