import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { APP_VERSION } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import resortHero from '../../assets/art/resort-hero.svg';
import resortHorizon from '../../assets/art/resort-hero-horizon.svg';
import { ArtImage } from '../../components/ui/art-image.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { LayoutKindContext } from '../../components/ui/layout-kind.ts';
import { LogoLink } from '../../components/ui/logo-link.tsx';
import { publicFrameSx } from '../../components/ui/public-frame.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link.tsx';
import { PATHS } from '../../lib/paths.ts';

/**
 * The auth shell of spec section 2: logo (a link home unless already there), language switch, the page, and a
 * footer with the copyright. Wide screens get the resort artwork beside the form; phones a band of it on top.
 */
export function PublicLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const atHome = pathname === PATHS.home;
  const year = new Date().getFullYear();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });

  const logo = <LogoLink to={atHome ? null : PATHS.home} tone="light" />;

  return (
    <LayoutKindContext.Provider value="public">
      <SkipLink />
      <Box sx={publicFrameSx.grid}>
        <Box component="aside" aria-label={t('auth.heroTitle')} sx={publicFrameSx.aside}>
          <ArtImage src={resortHero} />
          <Box sx={publicFrameSx.asideOverlay}>
            {logo}
            <Typography
              component="p"
              sx={{
                mt: 5,
                maxWidth: 420,
                color: 'common.white',
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontSize: { md: '2rem', lg: '2.5rem' },
                lineHeight: 1.2,
              }}
            >
              {t('auth.heroTitle')}
            </Typography>
            <Typography sx={{ mt: 2, maxWidth: 380, color: 'rgba(255,255,255,0.9)' }}>
              {t('auth.heroText')}
            </Typography>
          </Box>
        </Box>

        <Box sx={publicFrameSx.column}>
          <Box component="header" sx={publicFrameSx.header}>
            <Box aria-hidden="true" sx={publicFrameSx.headerArt}>
              <ArtImage src={resortHorizon} />
            </Box>
            <Box sx={publicFrameSx.headerLogo}>{logo}</Box>
            <Box sx={publicFrameSx.headerEnd}>
              <LanguageSwitch tone={wide ? 'light' : 'dark'} />
            </Box>
          </Box>
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={publicFrameSx.main}>
            <Outlet />
          </Box>
          <Box
            component="footer"
            sx={{
              px: { xs: 2, sm: 4 },
              py: 3,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'center',
              alignItems: 'center',
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">
              {t('footer.copyright', { year })} · {t('footer.version', { version: APP_VERSION })}
            </Typography>
            <Box component="nav" aria-label={t('footer.navigation')} sx={{ display: 'flex', gap: 2 }}>
              <Link component={RouterLink} to={PATHS.privacy} variant="body2" sx={{ color: 'text.primary' }}>
                {t('footer.privacy')}
              </Link>
              <Link component={RouterLink} to={PATHS.terms} variant="body2" sx={{ color: 'text.primary' }}>
                {t('footer.terms')}
              </Link>
            </Box>
          </Box>
        </Box>
      </Box>
    </LayoutKindContext.Provider>
  );
}

export { PublicLayout as Component };
