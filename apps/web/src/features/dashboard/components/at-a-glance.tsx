import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Profile } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TileLink } from '../../../components/ui/tile-link.tsx';
import { useAmountDue } from '../../../lib/amount-due.ts';
import { usePaymentsEnabled } from '../../../lib/club-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <TileLink to={to} chevronColor="gold.dark">
      <Typography
        component="span"
        sx={{
          // The display serif has old-style figures (a 4 that drops below the line): counts read better in
          // the text face.
          fontWeight: 700,
          color: 'secondary.main',
          fontVariantNumeric: 'tabular-nums',
          fontSize: '1.5rem',
          minWidth: 44,
          lineHeight: 1,
        }}
      >
        {formatNumber(value, currentLanguage())}
      </Typography>
      <Typography component="span" sx={{ flex: 1, fontWeight: 500 }}>
        {label}
      </Typography>
    </TileLink>
  );
}

/** The two ways to a reservation, so a member with none is never left without one (issue 15, item 3). */
function StayActions() {
  const { t } = useTranslation('club');
  return (
    <Box component="section" aria-labelledby="glance-stays" sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Typography id="glance-stays" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
        {t('home.glance.stays')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={PATHS.addReservation} variant="outlined" color="ink">
          {t('home.glance.addReservation')}
        </Button>
        <Button component={RouterLink} to={PATHS.requestReservation} variant="outlined" color="ink">
          {t('home.glance.requestReservation')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Counts that lead somewhere: contracts and payments due now for members (the amount-due card's count, and
 * not offered with payments off, where Payments could only say "not available"), unread messages for
 * everyone. Non-members have no contracts: they read what a guest account is and how to link a membership.
 */
export function AtAGlance({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['club', 'common']);
  const owed = useAmountDue();
  const paymentsEnabled = usePaymentsEnabled();
  const member = Boolean(profile.vida_member_id);
  if (!member) {
    return (
      <Paper
        component="section"
        aria-labelledby="glance-title"
        elevation={1}
        sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 1.5, alignContent: 'start' }}
      >
        <Typography id="glance-title" component="h2" variant="h3">
          {t('home.guestTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('home.guestText')}</Typography>
        <Stat
          label={t('home.glance.unreadMessages')}
          value={profile.unread_messages}
          to={PATHS.messagesCenter}
        />
        <Box>
          <Button component={RouterLink} to={PATHS.contact} variant="outlined" color="ink">
            {t('home.guestAction')}
          </Button>
        </Box>
        <StayActions />
      </Paper>
    );
  }
  return (
    <Paper
      component="section"
      aria-labelledby="glance-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography id="glance-title" component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {t('home.glance.title')}
      </Typography>
      <Stat label={t('home.glance.contracts')} value={profile.contracts.length} to={PATHS.contracts} />
      <Stat
        label={t('home.glance.unreadMessages')}
        value={profile.unread_messages}
        to={PATHS.messagesCenter}
      />
      {owed && paymentsEnabled ? (
        <Stat
          label={t('common:amountDue.label', { count: owed.dueNowCount })}
          value={owed.dueNowCount}
          to={PATHS.payments}
        />
      ) : null}
      <StayActions />
    </Paper>
  );
}
