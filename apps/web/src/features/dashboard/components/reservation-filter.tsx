import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { earliestDeparture, isIsoDate } from '@vida/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DrawnInBrowser } from '../../../components/ui/drawn-in-browser.tsx';
import { fieldLabelSx } from '../../../components/ui/form-field.tsx';
import { LazyDateField } from '../../../components/ui/lazy-date-field.tsx';
import { earliestArrivalDay } from '../../../lib/earliest-arrival.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useHotels } from '../../../lib/reference-data/hotels.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';

const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const labelSx = { display: 'block', fontWeight: 600, fontSize: '0.875rem', mb: 0.75 } as const;

/** Where the destination and the button sit in the grid: the same for the fields and their stand-ins. */
const destinationCellSx = { gridColumn: { sm: '1 / -1', md: 'auto' } } as const;
const buttonCellSx = {
  minHeight: 50,
  gridColumn: { md: '1 / -1', lg: 'auto' },
  justifySelf: { xs: 'stretch', md: 'end', lg: 'stretch' },
} as const;
/** A field's box as the stand-ins draw it: the fields' height, edge, corners and text. */
const fieldBoxSx = {
  px: '14px',
  display: 'flex',
  alignItems: 'center',
  borderRadius: '10px',
  border: '1px solid rgba(17, 17, 17, 0.45)',
  bgcolor: 'background.paper',
} as const;

/** The date fields' labels as FormField draws them (an InputLabel, whose line is 1.4375em). */
const dateLabelSx = { ...fieldLabelSx, lineHeight: '1.4375em' } as const;

interface StandIn {
  label: string;
  /** The date fields' labels are the form fields' own (FormField), a little larger than the selects'. */
  labelSx: SxProps<Theme>;
  /** The box's height: a select's is 50 px, a date picker's 49. */
  height: number;
  /** What the field shows before anything is chosen. */
  value?: string;
}

/**
 * What the page the server draws shows where the fields go: their labels over boxes with what they show
 * before a choice, and the button. The fields (a date picker, two selects) are a third of the dashboard's
 * markup and styles, and are drawn by the browser once it has taken the page over (DrawnInBrowser), when they
 * can be used: the member id above them reaches the screen ~50 ms sooner on a laptop.
 */
function FieldStandIns({ fields, submit }: { fields: readonly StandIn[]; submit: string }) {
  return (
    <>
      {fields.map((field, index) => (
        <Box key={field.label} aria-hidden="true" sx={index === 0 ? destinationCellSx : undefined}>
          <Box sx={field.labelSx}>{field.label}</Box>
          <Box sx={{ ...fieldBoxSx, height: field.height }}>{field.value}</Box>
        </Box>
      ))}
      <Box
        aria-hidden="true"
        sx={{
          ...buttonCellSx,
          px: { xs: 3, md: 4, lg: 3 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          borderRadius: 999,
          bgcolor: 'gold.main',
          color: 'gold.contrastText',
          typography: 'button',
          fontSize: '1.0714rem',
        }}
      >
        <Search fontSize="small" />
        {submit}
      </Box>
    </>
  );
}

/** One of the filter's selects with its label above it. */
function LabelledSelect({
  id,
  label,
  value,
  onChange,
  sx,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box sx={sx}>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <NativeSelect
        id={id}
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput notched={false} />}
      >
        {children}
      </NativeSelect>
    </Box>
  );
}

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
          // The fields' height at each width (measured from 360 to 1600 px), so that their stand-ins take the
          // same room and nothing under the form moves when the fields arrive.
          minHeight: { xs: 427, sm: 266, md: 145, lg: 79 },
        }}
      >
        <DrawnInBrowser
          fallback={
            <FieldStandIns
              fields={[
                { label: t('filter.destination'), labelSx, height: 50, value: t('filter.anyDestination') },
                { label: t('filter.arrival'), labelSx: dateLabelSx, height: 49 },
                { label: t('filter.departure'), labelSx: dateLabelSx, height: 49 },
                { label: t('filter.guests'), labelSx, height: 50, value: String(guests) },
              ]}
              submit={t('filter.submit')}
            />
          }
        >
          <LabelledSelect
            id="filter-destination"
            label={t('filter.destination')}
            value={destination}
            onChange={setDestination}
            sx={destinationCellSx}
          >
            <option value="">{t('filter.anyDestination')}</option>
            {hotels.map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
          </LabelledSelect>
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
          <LabelledSelect
            id="filter-guests"
            label={t('filter.guests')}
            value={String(guests)}
            onChange={(value) => setGuests(Number(value))}
          >
            {GUEST_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </LabelledSelect>
          <Button
            type="submit"
            variant="contained"
            color="gold"
            size="large"
            startIcon={<Search />}
            sx={{ ...buttonCellSx, px: { md: 4, lg: 3 } }}
          >
            {t('filter.submit')}
          </Button>
        </DrawnInBrowser>
      </Box>
    </Paper>
  );
}
