import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountDueCard } from '../components/ui/amount-due-card.tsx';
import { BelowTheFold } from '../components/ui/below-the-fold.tsx';
import { MainAndSide } from '../components/ui/main-and-side.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PAGE_WIDTHS } from '../components/ui/page-layout.ts';
import { MoreAbout } from '../features/club/components/more-about.tsx';
import { AtAGlance } from '../features/dashboard/components/at-a-glance.tsx';
import { MemberCard } from '../features/dashboard/components/member-card.tsx';
import { ProfileSummary } from '../features/dashboard/components/profile-summary.tsx';
import { ReservationFilter } from '../features/dashboard/components/reservation-filter.tsx';
import { destinationHighlightsQueryOptions } from '../features/partners/api/destination-highlights.ts';
import { exchangesQueryOptions } from '../features/partners/api/exchanges.ts';
import { DestinationCarousel } from '../features/partners/components/destination-carousel.tsx';
import { ExchangePartnerStrip } from '../features/partners/components/exchange-partner-strip.tsx';
import { reservationsQueryOptions } from '../features/reservations/api/reservations-api.ts';
import { NextStayCard } from '../features/reservations/components/next-stay-card.tsx';
import { useAmountDue } from '../lib/amount-due.ts';
import { clubQueryOptions, useClub } from '../lib/club-query.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { pageData } from '../lib/page-data.ts';
import { fullName, greetingName, useProfile } from '../lib/profile-query.ts';
import { hotelsQueryOptions } from '../lib/reference-data/hotels.ts';

// Loaded apart: its schemas would put zod in the chunk the sign-in page shares with the dashboard.
const AutoPayNotices = lazy(() =>
  import('../components/autopay/autopay-notices.tsx').then((m) => ({ default: m.AutoPayNotices })),
);

const onDark = { bgcolor: 'rgba(255,255,255,0.16)' } as const;
const sectionGap = { xs: 6, md: 8 } as const;
/**
 * The club's sections' height on a phone and on a laptop (measured: the videos, the destinations and, for a
 * member, the exchange partners), kept while the browser draws them.
 */
const clubSectionsHeight = {
  member: { minHeight: { xs: 2080, md: 1590 } },
  guest: { minHeight: { xs: 1500, md: 1250 } },
} as const;

/**
 * The dashboard (spec section 2): the welcome banner with the member's club card (member id, resort logo),
 * the request-reservation filter, the next stay (issue 26), what the member owes (issue 24), profile details with the way to My Account, the "more about" videos,
 * destination highlights and exchange partners. Non-members see no club card, contracts or exchanges.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common', 'club']);
  const { data: profile } = useProfile();
  const club = useClub();
  const clubName = club.data?.name || t('common:brand');
  const firstName = greetingName(profile);
  const member = profile?.vida_member_id ?? null;
  const owed = useAmountDue();
  // The videos follow the language the member reads: at sign-in that is their profile's `language_id`.
  const language = currentLanguage();

  return (
    <>
      <PageHeader
        scene="home"
        overlap
        titleId="dashboard-title"
        overline={clubName}
        title={
          profile ? (
            firstName ? (
              t('welcome', { name: firstName })
            ) : (
              t('welcomeNoName')
            )
          ) : (
            <Skeleton width="60%" sx={onDark} />
          )
        }
        subtitle={profile && !member ? t('club:home.guestIntro') : t('intro')}
        aside={
          profile ? (
            member ? (
              <MemberCard memberId={member} name={fullName(profile)} resort={profile.resort_name} />
            ) : null
          ) : (
            <Skeleton
              variant="rounded"
              sx={{ ...onDark, width: '100%', maxWidth: 400, aspectRatio: '1.586' }}
            />
          )
        }
      />
      <Container maxWidth={PAGE_WIDTHS.wide} sx={{ position: 'relative', mt: { xs: -5, md: -7 } }}>
        <ReservationFilter />
      </Container>
      <Container maxWidth={PAGE_WIDTHS.wide} sx={{ py: { xs: 5, md: 7 }, display: 'grid', gap: sectionGap }}>
        {profile ? (
          <MainAndSide
            main={
              <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
                {member && owed ? (
                  <Suspense fallback={null}>
                    <AutoPayNotices contracts={profile.contracts} />
                  </Suspense>
                ) : null}
                <NextStayCard />
                {member && owed ? <AmountDueCard owed={owed} /> : null}
                <ProfileSummary profile={profile} />
              </Box>
            }
            side={<AtAGlance profile={profile} />}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}
          >
            <Skeleton variant="rounded" height={260} />
            <Skeleton variant="rounded" height={260} />
          </Box>
        )}
        <BelowTheFold reserve={clubSectionsHeight[member ? 'member' : 'guest']}>
          <Box sx={{ display: 'grid', gap: sectionGap }}>
            <MoreAbout club={clubName} language={language} mediaBase={club.data?.media_base_url} />
            <DestinationCarousel />
            {member ? <ExchangePartnerStrip /> : null}
          </Box>
        </BelowTheFold>
      </Container>
    </>
  );
}

export { DashboardPage as Component };

export const loader = pageData((client) => [
  client.prefetchQuery(clubQueryOptions()),
  client.prefetchQuery(exchangesQueryOptions()),
  client.prefetchQuery(destinationHighlightsQueryOptions(currentLanguage())),
  client.prefetchQuery(hotelsQueryOptions()),
  client.prefetchQuery(reservationsQueryOptions(currentLanguage())),
]);
