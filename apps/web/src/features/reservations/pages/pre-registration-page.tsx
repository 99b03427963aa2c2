import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useClub } from '../../../lib/club-query.ts';
import '../lib/register-messages.ts';
import { HotelArt } from '../components/hotel-art.tsx';

/** Title, subtitle and the button to the hotels' online pre-check-in (`PRECHECKIN_URL`, via GET /club). */
export function PreRegistrationPage() {
  const { t } = useTranslation(['reservations', 'pages']);
  const club = useClub().data;
  return (
    <>
      <PageHeader
        scene="reservations"
        width="narrow"
        title={t('preRegistration.title')}
        overline={t('pages:preRegistration')}
        subtitle={t('preRegistration.subtitle')}
      />
      <PageBody width="narrow">
        <Paper
          elevation={1}
          sx={{ overflow: 'hidden', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}
        >
          <Box sx={{ height: { xs: 140, sm: '100%' }, minHeight: { sm: 220 } }}>
            <HotelArt hotel="Riviera Maya" />
          </Box>
          <Box sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2, alignContent: 'center' }}>
            <Typography component="h2" variant="h4">
              {t('preRegistration.cardTitle')}
            </Typography>
            <Typography>{t('preRegistration.cardText')}</Typography>
            {club ? (
              <Box>
                <Button
                  component="a"
                  href={club.precheckin_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  color="gold"
                  size="large"
                  endIcon={<OpenInNew />}
                >
                  {t('preRegistration.action')}
                </Button>
              </Box>
            ) : (
              <Skeleton variant="rounded" width={260} height={48} />
            )}
            <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {t('preRegistration.note')}
            </Typography>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { PreRegistrationPage as Component };
