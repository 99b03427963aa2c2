import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Contract, Profile } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AmountDueCard } from '../../../components/ui/amount-due-card.tsx';
import { ContractCarousel } from '../../../components/ui/contract-carousel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MainAndSide } from '../../../components/ui/main-and-side.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResortLogo } from '../../../components/ui/resort-logo.tsx';
import { useAmountDue } from '../../../lib/amount-due.ts';
import { clubQueryOptions, usePaymentsEnabled } from '../../../lib/club-query.ts';
import {
  activeIndexFor,
  contractIdFromState,
  visibleContracts,
} from '../../../lib/contract-carousel-layout.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { fullName, useProfile } from '../../../lib/profile-query.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';
import { sessionsQueryOptions } from '../api/sessions-api.ts';
import { ActiveSessions } from '../components/active-sessions.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { ContractWeeks } from '../components/contract-weeks.tsx';
import { GlanceLinks } from '../components/glance-links.tsx';
import { PendingChangeNotice } from '../components/pending-change-notice.tsx';
import { VoicePanel } from '../components/voice-panel.tsx';

function Contracts({ contracts }: { contracts: Contract[] }) {
  const { t, i18n } = useTranslation('account');
  const location = useLocation();
  const [initialContractId] = useState(() => contractIdFromState(location.state));
  const [active, setActive] = useState(() => activeIndexFor(contracts, initialContractId));
  const current = contracts[active] ?? contracts[0];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <Typography id="contracts-title" component="h2" variant="h2">
          {t('contracts.title')}
        </Typography>
        {contracts.length > 1 ? (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('contracts.intro')}</Typography>
        ) : null}
      </Box>
      {current ? (
        <>
          <ContractCarousel
            contracts={contracts}
            initialContractId={initialContractId}
            active={active}
            onActiveChange={setActive}
          />
          <ContractWeeks contract={current} />
        </>
      ) : (
        <EmptyState
          text={resolveMessage(i18n, 'no_contracts')}
          action={
            <Button component={RouterLink} to={PATHS.myReservations} variant="contained" color="ink">
              {t('reservations')}
            </Button>
          }
        />
      )}
    </Box>
  );
}

/**
 * A guest account's place for contracts: what it can do instead (issue 29). It never offers My Reservations,
 * which sends a guest without stays back to the dashboard.
 */
function GuestStays() {
  const { t } = useTranslation('account');
  return (
    <Box component="section" aria-labelledby="guest-stays-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="guest-stays-title" component="h2" variant="h2">
        {t('guest.title')}
      </Typography>
      <EmptyState
        text={t('guest.text')}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={RouterLink}
              to={PATHS.requestReservation}
              onClick={clearStoredReservation}
              variant="contained"
              color="gold"
            >
              {t('guest.request')}
            </Button>
            <Button component={RouterLink} to={PATHS.addReservation} variant="outlined" color="ink">
              {t('guest.add')}
            </Button>
          </Box>
        }
      />
    </Box>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <Paper
      component="section"
      aria-labelledby="contact-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography id="contact-title" component="h2" variant="h3">
          {t('contact.title')}
        </Typography>
        <Button
          component={RouterLink}
          to={PATHS.editProfile}
          variant="contained"
          color="gold"
          startIcon={<EditOutlined />}
        >
          {t('edit')}
        </Button>
      </Box>
      {profile.pending_change ? <PendingChangeNotice change={profile.pending_change} /> : null}
      <ContactDetails profile={profile} />
    </Paper>
  );
}

function AccountSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 4 }} aria-hidden="true">
      <Skeleton variant="text" width={280} height={48} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={176} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={260} />
    </Box>
  );
}

/**
 * My Account (spec section 2): who the member is, their resort, contact details (and what waits for
 * verification), the contracts with the active one's weeks, the amount due (issue 24), the unread-messages and
 * payments-due badges, and the voice-authentication panel.
 */
export function MyAccountPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { data: profile } = useProfile();
  const name = fullName(profile);
  const member = profile?.vida_member_id ?? null;
  const owed = useAmountDue();
  const paymentsEnabled = usePaymentsEnabled();
  return (
    <>
      <PageHeader
        scene="account"
        width="wide"
        overline={t('overline')}
        title={
          profile ? (
            name || t('pages:myAccount')
          ) : (
            <Skeleton width={320} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
          )
        }
        subtitle={profile ? (member ? t('memberIdValue', { id: member }) : t('nonMember')) : undefined}
      >
        {profile && member ? (
          <Box sx={{ mt: 3 }}>
            <ResortLogo resort={profile.resort_name} tone="light" size="large" />
          </Box>
        ) : null}
      </PageHeader>
      <PageBody width="wide" sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
        {profile ? (
          <>
            {member ? (
              <Contracts
                key={profile.contracts.map((c) => c.contract_id).join('-')}
                contracts={visibleContracts(profile.contracts)}
              />
            ) : (
              <GuestStays />
            )}
            <MainAndSide
              main={<ProfileCard profile={profile} />}
              side={
                <>
                  {member && owed ? <AmountDueCard owed={owed} /> : null}
                  <Paper
                    component="section"
                    aria-labelledby="glance-title"
                    elevation={1}
                    sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}
                  >
                    <Typography id="glance-title" component="h2" variant="h4">
                      {t('glance.title')}
                    </Typography>
                    <GlanceLinks
                      unread={profile.unread_messages}
                      payments={owed && paymentsEnabled ? owed.dueNowCount : null}
                      contracts={member === null ? null : profile.contracts.length}
                    />
                  </Paper>
                  <VoicePanel />
                  <ActiveSessions />
                </>
              }
            />
          </>
        ) : (
          <AccountSkeleton />
        )}
      </PageBody>
    </>
  );
}

export { MyAccountPage as Component };

export const loader = pageData((client) => [
  client.prefetchQuery(clubQueryOptions()),
  client.prefetchQuery(sessionsQueryOptions()),
]);
