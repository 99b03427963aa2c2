import EastIcon from '@mui/icons-material/East';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useExchangeMemberships } from '../api/exchanges.ts';
import { memberPartners } from '../lib/exchange-partners.ts';
import { PartnerLogo } from './partner-logo.tsx';

interface ExchangePartnerStripProps {
  /** The section heading's level on the page that holds it. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The dashboard's exchange partners (spec section 2): the logos of the partners the member's membership
 * includes — the same ones as the Exchanges page, from the same request — and a button to that page. A
 * member with none sees no strip.
 */
export function ExchangePartnerStrip({ headingLevel = 'h2' }: ExchangePartnerStripProps) {
  const { t } = useTranslation('partners');
  const titleId = 'exchange-partners-title';
  const memberships = useExchangeMemberships();
  const partners = memberships.data ? memberPartners(memberships.data).map((p) => p.partner) : null;
  if (memberships.isError || partners?.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={1}
      sx={{
        p: { xs: 3, sm: 5 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        alignItems: 'center',
      }}
    >
      <Box>
        <SectionHeading
          id={titleId}
          level={headingLevel}
          overline={t('exchanges.overline')}
          title={t('exchanges.stripTitle')}
        />
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('exchanges.stripText')}</Typography>
        <Button
          component={RouterLink}
          to={PATHS.exchanges}
          variant="contained"
          color="gold"
          endIcon={<EastIcon />}
          sx={{ mt: 3 }}
          aria-label={`${t('exchanges.learnMore')} ${t('exchanges.learnMoreHidden')}`}
        >
          {t('exchanges.learnMore')}
        </Button>
      </Box>
      <GridList gap={{ xs: 1.5, sm: 2 }} columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }}>
        {(partners ?? []).map((partner) => (
          <Box
            component="li"
            key={partner.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: { xs: 76, sm: 92 },
              px: 1.5,
              borderRadius: 1,
              bgcolor: 'sand.main',
              border: '1px solid',
              borderColor: 'rgba(17,17,17,0.06)',
            }}
          >
            <PartnerLogo partner={partner.id} sx={{ height: { xs: 34, sm: 40 }, maxWidth: '100%' }} />
          </Box>
        ))}
        {partners
          ? null
          : [0, 1, 2].map((i) => (
              <Box component="li" key={i} aria-hidden="true">
                <Skeleton variant="rounded" sx={{ height: { xs: 76, sm: 92 } }} />
              </Box>
            ))}
      </GridList>
    </Paper>
  );
}
