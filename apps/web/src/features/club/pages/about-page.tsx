import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AttractionsOutlined from '@mui/icons-material/AttractionsOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import KingBedOutlined from '@mui/icons-material/KingBedOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import aboutHero from '../../../assets/art/about-hero.svg';
import { ArtHero } from '../../../components/ui/art-hero.tsx';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { clubQueryOptions, useClub } from '../../../lib/club-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pageData } from '../../../lib/page-data.ts';
import { ClubVideo } from '../components/club-video.tsx';

type BenefitKey = 'weeks' | 'resorts' | 'suites' | 'exchanges' | 'experiences' | 'guests' | 'care' | 'online';

/** The eight benefits of spec section 2, in reading order (two columns from tablets up). */
const BENEFITS: { key: BenefitKey; Icon: typeof BeachAccessOutlined }[] = [
  { key: 'weeks', Icon: BeachAccessOutlined },
  { key: 'resorts', Icon: ApartmentOutlined },
  { key: 'suites', Icon: KingBedOutlined },
  { key: 'exchanges', Icon: PublicOutlined },
  { key: 'experiences', Icon: AttractionsOutlined },
  { key: 'guests', Icon: Diversity3Outlined },
  { key: 'care', Icon: SupportAgentOutlined },
  { key: 'online', Icon: DevicesOutlined },
];

/**
 * About (spec section 2): header image, title, subtitle, the eight benefits in two columns and the "what it
 * is" video in the member's language with controls, poster and captions.
 */
export function AboutPage() {
  const { t } = useTranslation(['club', 'common', 'pages']);
  const club = useClub();
  const clubName = club.data?.name || t('common:brand');
  const language = currentLanguage();

  return (
    <>
      {/* The text sits on a dark veil so it keeps its contrast over the sunset. */}
      <ArtHero
        art={<ArtImage src={aboutHero} />}
        veil={{
          xs: 'linear-gradient(0deg, rgba(17,17,17,0.92) 0%, rgba(17,17,17,0.75) 55%, rgba(17,17,17,0.1) 100%)',
          md: 'linear-gradient(90deg, rgba(17,17,17,0.9) 0%, rgba(17,17,17,0.72) 38%, rgba(17,17,17,0) 68%)',
        }}
        minHeight={{ xs: 420, md: 460 }}
        alignItems={{ xs: 'flex-end', md: 'center' }}
      >
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 4, md: 8 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'gold.light' }}>
            {t('about.overline')}
          </Typography>
          <Typography variant="h1" sx={{ color: 'common.white', maxWidth: 620 }}>
            {t('pages:about')}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2.5 }}
          />
          <Typography sx={{ maxWidth: 560, color: 'rgba(255,255,255,0.92)', fontSize: '1.125rem' }}>
            {t('about.subtitle')}
          </Typography>
        </Container>
      </ArtHero>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 6, md: 8 } }}>
        <Box component="section" aria-labelledby="benefits-title">
          <SectionHeading
            id="benefits-title"
            overline={clubName}
            title={t('about.benefitsTitle')}
            sx={{ mb: 3 }}
          />
          <GridList gap={{ xs: 2, sm: 2.5 }} columns={{ xs: '1fr', sm: '1fr 1fr' }}>
            {BENEFITS.map(({ key, Icon }) => (
              <Paper
                key={key}
                component="li"
                elevation={1}
                sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2.5, alignItems: 'flex-start' }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    flexShrink: 0,
                    width: 52,
                    height: 52,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'sand.main',
                    color: 'secondary.main',
                    border: '1px solid',
                    borderColor: 'gold.light',
                  }}
                >
                  <Icon sx={{ fontSize: 28 }} />
                </Box>
                <Box>
                  <Typography component="h3" variant="h4">
                    {t(`about.benefits.${key}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                    {t(`about.benefits.${key}.text`)}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </GridList>
        </Box>

        <Box
          component="section"
          aria-labelledby="about-video-title"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 4fr) minmax(0, 7fr)' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography id="about-video-title" component="h2" variant="h2">
              {t('about.videoTitle')}
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('about.videoText')}</Typography>
          </Box>
          <Paper elevation={1} sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: 'ink.main' }}>
            {club.isPending ? (
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
            ) : (
              <ClubVideo
                name="what-it-is"
                language={language}
                mediaBase={club.data?.media_base_url}
                label={t('video.whatItIs.title', { club: clubName })}
              />
            )}
          </Paper>
        </Box>
      </Container>
    </>
  );
}

export { AboutPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(clubQueryOptions())]);
