import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LayoutKindContext } from '../../components/ui/layout-kind.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link.tsx';
import { logout } from '../../lib/end-session.ts';
import { useProfile } from '../../lib/profile-query.ts';
import { contactReasonsQueryOptions } from '../../lib/reference-data/contact-reasons.ts';
import { faqsQueryOptions } from '../../lib/reference-data/faqs.ts';
import { hotelsQueryOptions } from '../../lib/reference-data/hotels.ts';
import { UnreadMessagesSync } from '../../lib/unread-messages.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { BACKGROUND } from '../global-progress.tsx';
import { AppDrawer } from './signed-in/app-drawer.tsx';
import { AppFooter } from './signed-in/app-footer.tsx';
import { AppHeader } from './signed-in/app-header.tsx';
import { BetaBanner } from './signed-in/beta-banner.tsx';

/**
 * Spec section 4: once the profile is in, the reference lists follow (in the active language). Nobody waits
 * for them, so they do not show the progress bar (app/global-progress.tsx).
 */
function usePrefetchReferenceData(ready: boolean) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => {
    if (!ready) return;
    const inBackground = { meta: BACKGROUND };
    void queryClient.prefetchQuery({ ...faqsQueryOptions(language), ...inBackground });
    void queryClient.prefetchQuery({ ...contactReasonsQueryOptions(language), ...inBackground });
    void queryClient.prefetchQuery({ ...hotelsQueryOptions(language), ...inBackground });
  }, [ready, language, queryClient]);
}

export function SignedInLayout() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const profile = useProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  usePrefetchReferenceData(profile.isSuccess);

  const handleLogout = () => {
    setLoggingOut(true);
    setMenuOpen(false);
    void logout(navigate).finally(() => setLoggingOut(false));
  };

  return (
    <LayoutKindContext.Provider value="signed-in">
      <SkipLink />
      {profile.data ? <UnreadMessagesSync profile={profile.data} updatedAt={profile.dataUpdatedAt} /> : null}
      <AppHeader profile={profile.data} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <BetaBanner />
      <AppDrawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onLogout={handleLogout}
        loggingOut={loggingOut}
        profile={profile.data}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        {profile.isError && !profile.data ? (
          <Container maxWidth="sm" sx={{ py: 8 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('profileError')}
            </Alert>
          </Container>
        ) : (
          <Outlet />
        )}
      </Box>
      <AppFooter />
    </LayoutKindContext.Provider>
  );
}

export { SignedInLayout as Component };
