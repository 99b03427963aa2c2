import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { authCardSx } from '../../../components/ui/public-frame.ts';
import { PATHS } from '../../../lib/paths.ts';
import { type AuthTab, AuthTabs } from '../components/auth-tabs.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PasswordNotice } from '../components/password-notice.tsx';
import { cameFromPreviousApp } from '../lib/previous-app.ts';

const PANEL_ID = 'auth-panel';

// react-hook-form and zod stay off the login page: the register form arrives when its tab opens.
const RegisterForm = lazy(() => import('../components/register-form.tsx'));

/** Home, /login and /register: one card whose tab follows the path (spec section 2). */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { pathname, state } = useLocation();
  const tab: AuthTab = pathname.startsWith(PATHS.register) ? 'register' : 'login';

  return (
    <Paper elevation={1} sx={authCardSx(tab === 'register')}>
      <AuthTabs
        value={tab}
        loginPath={pathname === PATHS.home ? PATHS.home : PATHS.login}
        registerPath={PATHS.register}
        panelId={PANEL_ID}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`auth-tab-${tab}`}>
        <Typography variant="overline" component="p" sx={{ color: 'gold.dark' }}>
          {t('overline')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          {tab === 'login' ? t('login.title') : t('register.title')}
        </Typography>
        <Box aria-hidden="true" sx={{ width: 48, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2 }} />
        {tab === 'login' ? (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('login.subtitle')}</Typography>
            <LoginForm />
          </>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('register.subtitle')}</Typography>
            <Suspense
              fallback={
                <Typography role="status" sx={{ color: 'text.secondary', mb: 3 }}>
                  {t('register.loading')}
                </Typography>
              }
            >
              <RegisterForm />
            </Suspense>
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
              {t('register.haveAccount')}{' '}
              <Link component={RouterLink} to={PATHS.login} sx={{ color: 'gold.dark' }}>
                {t('tabs.login')}
              </Link>
            </Typography>
          </>
        )}
      </Box>
      {cameFromPreviousApp(state) ? <PasswordNotice /> : null}
    </Paper>
  );
}

export { AuthPage as Component };
