import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DEFAULT_CLUB_SITE_URL } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import resortHero from '../../../assets/art/resort-hero.svg';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { clubQueryOptions, useClub } from '../../../lib/club-query.ts';
import { pageData } from '../../../lib/page-data.ts';
import { ClubFreedomLogo } from '../components/club-freedom-logo.tsx';

const POINTS = ['rates', 'trips', 'experiences'] as const;

/**
 * Club benefits (spec section 2): the benefits club's logo, what it offers, and the button to its site
 * (`CLUB_SITE_URL` through GET /club), which opens in a new tab and says so to assistive technology.
 */
export function ClubBenefitsPage() {
  const { t } = useTranslation(['club', 'pages']);
  const club = useClub();
  // A failed request still leaves the member a way to the club's site: the configured default.
  const siteUrl = club.data?.club_site_url || (club.isError ? DEFAULT_CLUB_SITE_URL : null);

  return (
    <>
      <PageHeader
        scene="club"
        width="wide"
        title={t('pages:clubBenefits')}
        overline={t('benefits.overline')}
      />
      <PageBody width="wide">
        <Paper
          elevation={1}
          sx={{
            overflow: 'hidden',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          }}
        >
          <Box
            sx={{
              position: 'relative',
              minHeight: { xs: 220, md: 440 },
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'ink.main',
              overflow: 'hidden',
            }}
          >
            <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, opacity: 0.55 }}>
              <ArtImage src={resortHero} lazy />
            </Box>
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'radial-gradient(closest-side, rgba(17,17,17,0.85), rgba(17,17,17,0.35))',
              }}
            />
            <ClubFreedomLogo
              tone="light"
              label={t('benefits.logo')}
              sx={{ position: 'relative', width: { xs: 240, sm: 300 }, px: 2 }}
            />
          </Box>
          <Box sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2.5, alignContent: 'center' }}>
            <Typography component="h2" variant="h2">
              {t('benefits.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>
              {t('benefits.text')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
              {POINTS.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <CheckCircleOutline aria-hidden="true" sx={{ color: 'secondary.main', mt: '2px' }} />
                  <Typography>{t(`benefits.points.${point}`)}</Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ mt: 1 }}>
              {siteUrl ? (
                <Button
                  component="a"
                  href={siteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  color="gold"
                  size="large"
                  endIcon={<OpenInNew aria-hidden="true" />}
                >
                  {t('benefits.action')}
                  <VisuallyHidden> {t('benefits.newTab')}</VisuallyHidden>
                </Button>
              ) : (
                <Skeleton variant="rounded" width={280} height={48} />
              )}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('benefits.note')}
            </Typography>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { ClubBenefitsPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(clubQueryOptions())]);
