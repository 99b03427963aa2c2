import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListError } from '../../../components/ui/list-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { notify } from '../../../lib/notifications.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useViewportWidthRule } from '../../../lib/use-viewport-width.ts';
import { exchangesQueryOptions, useExchangeMemberships } from '../api/exchanges.ts';
import { PartnerCard } from '../components/partner-card.tsx';
import { exchangeSlidesPerView, exchangesAsCarousel } from '../lib/exchange-layout.ts';
import { type MemberPartner, memberPartners } from '../lib/exchange-partners.ts';

function Partners({ partners }: { partners: MemberPartner[] }) {
  const { t } = useTranslation('partners');
  const asCarousel = useViewportWidthRule((width) => exchangesAsCarousel(partners.length, width));
  const perView = useViewportWidthRule(exchangeSlidesPerView);
  const cards = partners.map((p) => <PartnerCard key={p.partner.id} {...p} />);

  if (asCarousel) {
    return (
      <Slider label={t('exchanges.carousel')} slidesPerView={perView} speedMs={500}>
        {cards}
      </Slider>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('exchanges.carousel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${partners.length}, minmax(0, 1fr))` },
        maxWidth: partners.length === 1 ? 520 : undefined,
      }}
    >
      {partners.map((p, i) => (
        <li key={p.partner.id}>{cards[i]}</li>
      ))}
    </Box>
  );
}

/**
 * `/exchanges`: the exchange partners the member's memberships include (spec section 2). With none, the
 * member is told so and taken home.
 */
export function ExchangesPage() {
  const { t } = useTranslation(['partners', 'pages', 'common']);
  const navigate = useNavigate();
  const memberships = useExchangeMemberships();
  const partners = memberships.data ? memberPartners(memberships.data) : null;
  const none = partners?.length === 0;
  const leaving = useRef(false);

  useEffect(() => {
    if (!none || leaving.current) return;
    leaving.current = true;
    notify('warning', t('exchanges.none'));
    navigate(PATHS.dashboard, { replace: true });
  }, [none, navigate, t]);

  return (
    <>
      <PageHeader
        scene="club"
        width="wide"
        overline={t('exchanges.overline')}
        title={t('pages:exchanges')}
        subtitle={t('exchanges.subtitle')}
      />
      <PageBody width="wide">
        {memberships.isError ? (
          <ListError
            message={t('exchanges.loadError')}
            onRetry={memberships.refetch}
            retrying={memberships.isFetching}
          />
        ) : partners && partners.length > 0 ? (
          <Partners partners={partners} />
        ) : (
          <Box
            aria-busy="true"
            aria-label={t('common:loading')}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton
                key={i}
                variant="rounded"
                height={380}
                sx={{ display: { xs: i === 0 ? 'block' : 'none', md: 'block' } }}
              />
            ))}
          </Box>
        )}
      </PageBody>
    </>
  );
}

export { ExchangesPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(exchangesQueryOptions())]);
