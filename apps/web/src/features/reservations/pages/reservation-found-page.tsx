import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReservationSchema } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import '../lib/register-messages.ts';
import { roomTypeName } from '../../../lib/room-type.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { HotelArt } from '../components/hotel-art.tsx';
import { NothingToShow } from '../components/nothing-to-show.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** The reservation just attached (navigation state), with the way to see it among the others. */
export function ReservationFoundPage() {
  const { t } = useTranslation(['reservations', 'pages']);
  const language = useLanguage();
  const location = useLocation();
  const parsed = ReservationSchema.safeParse(
    (location.state as { reservation?: unknown } | null)?.reservation,
  );

  if (!parsed.success) {
    return (
      <NothingToShow
        title={t('pages:reservationFound')}
        text={t('found.noData')}
        to={PATHS.addReservation}
        action={t('found.lookUp')}
      />
    );
  }
  const r = parsed.data;
  const facts: Array<[string, string]> = [
    [t('found.number'), r.reservation_number],
    [t('found.hotel'), r.hotel],
    [t('found.adults'), formatNumber(r.number_of_adults, language)],
    [t('found.children'), formatNumber(r.number_of_children, language)],
    [t('found.roomType'), roomTypeName(r.room_type, language)],
  ];
  return (
    <>
      <PageHeader scene="reservations" width="narrow" title={t('found.title')} overline={t('overline')} />
      <PageBody width="narrow">
        <Paper elevation={1} sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: { xs: 150, sm: 220 } }}>
            <HotelArt hotel={r.hotel} />
          </Box>
          <Box sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h3">
                {r.hotel}
              </Typography>
              <StatusBadge reservation={r} />
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              }}
            >
              {facts.map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box>
              <Button
                component={RouterLink}
                to={PATHS.myReservations}
                variant="contained"
                color="gold"
                size="large"
              >
                {t('found.verify')}
              </Button>
            </Box>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { ReservationFoundPage as Component };
