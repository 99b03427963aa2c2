import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_CODE } from '@vida/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ArtHero } from '../../../components/ui/art-hero.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';
import {
  destinationHighlightQueryOptions,
  destinationHighlightsQueryOptions,
  useDestinationHighlight,
  useDestinationHighlights,
} from '../api/destination-highlights.ts';
import { DestinationArt } from '../components/destination-art.tsx';
import { DestinationLogo, isDestinationLogo } from '../components/destination-logo.tsx';
import { ExternalLinkButton } from '../components/external-link-button.tsx';
import { actionKind, linkOrNull } from '../lib/destination-links.ts';

function NotFound() {
  const { t } = useTranslation(['partners', 'pages']);
  return (
    <>
      <PageHeader
        scene="club"
        width="wide"
        overline="404"
        title={t('pages:notFound')}
        subtitle={t('destination.notFoundText')}
      />
      <PageBody width="wide">
        <Button component={RouterLink} to={PATHS.dashboard} variant="contained" color="gold">
          {t('destination.back')}
        </Button>
      </PageBody>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('partners');
  return (
    <Button
      component={RouterLink}
      to={PATHS.dashboard}
      size="small"
      startIcon={<ArrowBackIcon />}
      sx={{
        alignSelf: 'flex-start',
        color: 'common.white',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
      }}
    >
      {t('destination.back')}
    </Button>
  );
}

/** The hero: the destination's artwork full width, darkened at the foot so the white title reads. */
function Hero({ imageLocation, children }: { imageLocation: string | undefined; children: ReactNode }) {
  return (
    <ArtHero
      art={imageLocation ? <DestinationArt imageLocation={imageLocation} /> : null}
      veil="linear-gradient(180deg, rgba(17,17,17,0.55) 0%, rgba(17,17,17,0) 28%, rgba(17,17,17,0.25) 50%, rgba(17,17,17,0.88) 100%)"
      minHeight={{ xs: 380, md: 500 }}
    >
      <Container
        maxWidth="lg"
        sx={{ position: 'relative', pt: 2, pb: { xs: 4, md: 6 }, alignSelf: 'stretch' }}
      >
        <Box
          sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: { xs: 340, md: 440 } }}
        >
          <BackLink />
          <Box sx={{ mt: 'auto' }}>{children}</Box>
        </Box>
      </Container>
    </ArtHero>
  );
}

/** `/destination-highlights/{id}`: a destination near the resorts, with its tickets or more information. */
export function DestinationHighlightPage() {
  const { t } = useTranslation(['partners', 'pages', 'common']);
  const id = useParams().id ?? '';
  const destination = useDestinationHighlight(id);
  const list = useDestinationHighlights();

  if (destination.isError) {
    const error = destination.error;
    const missing =
      isApiRequestError(error) &&
      (error.status === 404 || error.status === 400 || error.code === NOT_FOUND_CODE);
    if (missing) return <NotFound />;
    return (
      <>
        <PageHeader
          scene="club"
          width="wide"
          title={t('pages:destinationHighlight')}
          overline={t('destination.overline')}
        />
        <PageBody width="wide">
          <FormAlert severity="error">
            {t('destination.loadError')}{' '}
            <Button size="small" color="ink" onClick={() => void destination.refetch()}>
              {t('destination.retry')}
            </Button>
          </FormAlert>
        </PageBody>
      </>
    );
  }

  if (destination.isPending) {
    return (
      <>
        <Hero imageLocation={undefined}>
          <Skeleton width={180} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
          <Skeleton width="50%" height={64} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
        </Hero>
        <PageBody width="wide" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton variant="rounded" height={220} />
        </PageBody>
      </>
    );
  }

  const d = destination.data;
  const readMore = linkOrNull(d.read_more_link);
  const action = linkOrNull(d.buy_link);
  const kind = actionKind(d.id, list.data?.[0]?.id);
  const paragraphs = d.description
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <>
      <Hero imageLocation={d.image_location}>
        {isDestinationLogo(d.logo) ? (
          <DestinationLogo logo={d.logo} label={d.name} sx={{ height: { xs: 44, md: 60 }, mb: 2 }} />
        ) : null}
        <Typography
          component="p"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'gold.light', fontWeight: 600 }}
        >
          <PlaceOutlinedIcon fontSize="small" />
          {d.location}
        </Typography>
        <Typography variant="h1" sx={{ color: 'common.white', maxWidth: 760, mt: 1 }}>
          {d.name}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, mt: 2.5 }}
        />
      </Hero>
      <PageBody width="wide">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper elevation={1} sx={{ p: { xs: 3, sm: 5 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'gold.dark' }}>
              {t('destination.overline')}
            </Typography>
            {paragraphs.length === 0 ? (
              <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('destination.soon')}</Typography>
            ) : null}
            {paragraphs.map((p) => (
              <Typography
                key={p}
                sx={{ fontSize: { xs: '1.0625rem', md: '1.125rem' }, lineHeight: 1.7, mt: 1.5 }}
              >
                {p}
              </Typography>
            ))}
            {action || readMore ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
                {action && !list.isPending ? (
                  <ExternalLinkButton
                    href={action}
                    label={t(kind === 'buy' ? 'destination.buyTickets' : 'destination.learnMore')}
                    size="large"
                  />
                ) : null}
                {readMore ? (
                  <ExternalLinkButton
                    href={readMore}
                    label={t('destination.readMore')}
                    variant="outlined"
                    color="ink"
                    size="large"
                  />
                ) : null}
              </Box>
            ) : null}
          </Paper>
          <Paper
            elevation={0}
            sx={{
              p: { xs: 3, sm: 4 },
              bgcolor: 'sand.dark',
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Typography component="h2" variant="h4">
              {t('destination.planStay')}
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('destination.planStayText')}</Typography>
            <Button
              component={RouterLink}
              to={PATHS.requestReservation}
              // A new request, like the menu's entry: not the stay another visit left half done.
              onClick={clearStoredReservation}
              variant="outlined"
              color="ink"
              sx={{ mt: 3 }}
            >
              {t('destination.requestReservation')}
            </Button>
          </Paper>
        </Box>
      </PageBody>
    </>
  );
}

export { DestinationHighlightPage as Component };

export const loader = pageData((client, { params }) => [
  client.prefetchQuery(destinationHighlightQueryOptions(params.id ?? '', currentLanguage())),
  client.prefetchQuery(destinationHighlightsQueryOptions(currentLanguage())),
]);
