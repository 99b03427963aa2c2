import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResortHeroArt } from '../../../components/ui/resort-hero-art.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import { ReservationFilter } from '../components/reservation-filter.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="p" variant="overline" sx={{ color: 'gold.light', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 600, color: 'common.white' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Paper
      component={RouterLink}
      to={to}
      elevation={1}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        textDecoration: 'none',
        color: 'text.primary',
        transition: (theme) => theme.transitions.create(['transform', 'box-shadow']),
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
      }}
    >
      <Typography
        component="p"
        sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontSize: '2.25rem' }}
      >
        {formatNumber(value, language)}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Typography>
    </Paper>
  );
}

/** The dashboard's welcome banner with the member's own data; issue 4 builds the rest of the screen. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: profile } = useProfile();
  const firstName = profile?.first_name?.trim() || profile?.last_name?.trim();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="dashboard-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'ink.main',
          backgroundImage: 'linear-gradient(120deg, #111111 0%, #0A3A44 100%)',
          color: 'common.white',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            right: 0,
            width: { xs: '100%', md: '55%' },
            opacity: { xs: 0.35, md: 1 },
            maskImage: { md: 'linear-gradient(90deg, transparent 0%, #000 38%)' },
            '& svg': { height: '100%' },
          }}
        >
          <ResortHeroArt />
        </Box>
        <Container maxWidth="lg" sx={{ position: 'relative', pt: { xs: 6, md: 10 }, pb: { xs: 8, md: 12 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'gold.light' }}>
            {t('common:brand')}
          </Typography>
          <Typography id="dashboard-title" variant="h1" sx={{ color: 'common.white', maxWidth: 720 }}>
            {profile ? (
              firstName ? (
                t('welcome', { name: firstName })
              ) : (
                t('welcomeNoName')
              )
            ) : (
              <Skeleton width="60%" sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
            )}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2.5 }}
          />
          <Typography sx={{ maxWidth: 560, color: 'rgba(255,255,255,0.9)' }}>{t('intro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 3, sm: 6 }, mt: 4 }}>
            {profile ? (
              profile.vida_member_id ? (
                <>
                  <Fact label={t('memberId')} value={profile.vida_member_id} />
                  {profile.resort_name ? <Fact label={t('resort')} value={profile.resort_name} /> : null}
                </>
              ) : (
                <Box sx={{ maxWidth: 520 }}>
                  <Fact label={t('nonMember')} value="" />
                  <Typography sx={{ color: 'rgba(255,255,255,0.9)' }}>{t('nonMemberText')}</Typography>
                </Box>
              )
            ) : (
              <Skeleton width={240} height={56} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
            )}
          </Box>
          <Button component={RouterLink} to={PATHS.myAccount} variant="contained" color="gold" sx={{ mt: 4 }}>
            {t('viewAccount')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ position: 'relative', mt: { xs: -3, md: -5 } }}>
        <ReservationFilter />
      </Container>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {profile ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Stat label={t('contracts')} value={profile.contracts.length} to={PATHS.contracts} />
            <Stat label={t('unreadMessages')} value={profile.unread_messages} to={PATHS.messagesCenter} />
            <Stat label={t('pendingPayments')} value={profile.payments} to={PATHS.payments} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={120} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}

export { DashboardPage as Component };
