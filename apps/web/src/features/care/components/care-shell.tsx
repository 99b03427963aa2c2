import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { onDarkSurface } from '../../../components/ui/focus-ring.ts';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LogoLink } from '../../../components/ui/logo-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link.tsx';
import { setLanguage } from '../../../lib/i18n.ts';
import { useRouteTitle } from '../../../lib/route-handle.ts';
import { saveStaffLanguage, staffLogout, useStaffMe } from '../api/staff-session-api.ts';
import { CARE_PATHS } from '../lib/care-paths.ts';
import { endStaffSession, useStaffSession } from '../lib/staff-session.ts';

/**
 * The desk's frame: a dense black bar with the sections, the staff member, their language and sign-out; the
 * page below on sand. Same palette and type as the portal, tighter spacing for desk work.
 */
export function CareShell() {
  const { t } = useTranslation(['care', 'pages']);
  const session = useStaffSession();
  const me = useStaffMe();
  const title = useRouteTitle();
  const queryClient = useQueryClient();

  // After sign-in, the desk speaks the language the staff member chose last time.
  const savedLanguage = me.data?.language;
  useEffect(() => {
    if (savedLanguage) void setLanguage(savedLanguage);
    // Only when the account's saved language arrives, not on every switch.
  }, [savedLanguage]);

  if (!session) return <Navigate to={CARE_PATHS.login} replace />;

  const links = [
    { to: CARE_PATHS.inbox, label: t('nav.inbox'), end: true },
    { to: CARE_PATHS.profileChanges, label: t('nav.profileChanges') },
    { to: CARE_PATHS.stayRequests, label: t('nav.stayRequests') },
    { to: CARE_PATHS.stayChanges, label: t('nav.stayChanges') },
    { to: CARE_PATHS.members, label: t('nav.members') },
    ...(me.data?.role === 'admin' ? [{ to: CARE_PATHS.audit, label: t('nav.audit') }] : []),
  ];

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'sand.main', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          ...onDarkSurface,
          bgcolor: 'ink.main',
          color: 'common.white',
          px: { xs: 1.5, md: 3 },
          py: 0.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
        }}
      >
        <LogoLink to={CARE_PATHS.inbox} tone="dark" size="small" compact />
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            fontSize: '0.75rem',
            color: 'gold.light',
          }}
        >
          {t('desk')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' }, flex: { md: 1 } }}
        >
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Box
                  component={NavLink}
                  to={link.to}
                  end={link.end}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    px: 1.25,
                    borderRadius: 1,
                    color: 'common.white',
                    textDecoration: 'none',
                    fontSize: '0.875rem',
                    fontWeight: 600,
                    '&.active': { bgcolor: 'rgba(255,255,255,0.14)', boxShadow: 'inset 0 -2px 0 #E2C48E' },
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          {me.data && (
            // Name over role: on one line it pushed the Spanish sections onto a second row at laptop widths.
            <Typography
              component="span"
              sx={{ fontSize: '0.8125rem', lineHeight: 1.25, display: { xs: 'none', sm: 'grid' } }}
            >
              <span>{me.data.name}</span>
              <Box component="span" sx={{ color: 'gold.light', fontSize: '0.75rem' }}>
                {t(`nav.roles.${me.data.role}`)}
              </Box>
            </Typography>
          )}
          <LanguageSwitch
            tone="dark"
            onChange={(language) => {
              void saveStaffLanguage(language).then((staff) =>
                queryClient.setQueryData(['care', 'me', session.access_token], staff),
              );
            }}
          />
          <Button
            variant="text"
            onClick={() => {
              void staffLogout()
                .catch(() => undefined)
                .finally(() => {
                  endStaffSession();
                  queryClient.removeQueries({ queryKey: ['care'] });
                });
            }}
            sx={{ color: 'common.white', minHeight: 44 }}
          >
            {t('nav.signOut')}
          </Button>
        </Box>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, px: { xs: 1.5, md: 3 }, py: 2, outline: 'none' }}
      >
        {title && (
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1.5 }}>
            {t(`pages:${title}`)}
          </Typography>
        )}
        <Outlet />
      </Box>
    </Box>
  );
}
