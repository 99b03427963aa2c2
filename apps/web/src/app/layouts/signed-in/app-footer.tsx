import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@vida/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { onDarkSurface } from '../../../components/ui/focus-ring.ts';
import { LogoLink } from '../../../components/ui/logo-link.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSaveLanguage } from '../../../lib/profile-language.ts';
import { useLanguageChoice } from '../../../lib/use-language-choice.ts';

const SOCIAL = [
  { key: 'facebook', href: 'https://www.facebook.com/vidavacations', Icon: Facebook },
  { key: 'instagram', href: 'https://www.instagram.com/vidavacations', Icon: Instagram },
  { key: 'youtube', href: 'https://www.youtube.com/@vidavacations', Icon: YouTube },
] as const;

const LINKS = [
  { key: 'home', to: PATHS.dashboard },
  { key: 'about', to: PATHS.about },
  { key: 'contact', to: PATHS.contact },
  { key: 'privacy', to: PATHS.privacy },
  { key: 'terms', to: PATHS.terms },
] as const;

/**
 * A switch rather than a second pair of EN/ES buttons: the header already has those, and two controls with the
 * same names would be ambiguous for assistive technology.
 */
function LanguageToggle() {
  const { t } = useTranslation();
  const id = useId();
  const [language, choose] = useLanguageChoice();
  const spanish = language === 'es';
  const saveLanguage = useSaveLanguage();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'common.white' }}>
      <Typography component="span" aria-hidden="true" sx={{ fontWeight: 600, opacity: spanish ? 0.7 : 1 }}>
        EN
      </Typography>
      <Switch
        id={id}
        checked={spanish}
        onChange={(event) => {
          const next = event.target.checked ? 'es' : 'en';
          choose(next);
          saveLanguage(next);
        }}
        slotProps={{ input: { 'aria-label': t('language.es'), role: 'switch' } }}
        sx={{
          '& .MuiSwitch-switchBase.Mui-checked': { color: 'gold.main' },
          '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { bgcolor: 'gold.main', opacity: 0.7 },
          '& .MuiSwitch-track': { bgcolor: 'rgba(255,255,255,0.5)' },
        }}
      />
      <Typography component="span" aria-hidden="true" sx={{ fontWeight: 600, opacity: spanish ? 1 : 0.7 }}>
        ES
      </Typography>
    </Box>
  );
}

export function AppFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ ...onDarkSurface, bgcolor: 'ink.main', color: 'common.white', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <Box>
            <LogoLink to={PATHS.dashboard} tone="light" />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.78)', maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('footer.navigation')}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
                columnGap: 4,
              }}
            >
              {LINKS.map((link) => (
                <li key={link.key}>
                  <Link
                    component={RouterLink}
                    to={link.to}
                    sx={{
                      color: 'common.white',
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 44,
                    }}
                  >
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="p" variant="overline" sx={{ color: 'gold.main' }}>
              {t('footer.social')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, ml: -1 }}>
              {SOCIAL.map(({ key, href, Icon }) => (
                <IconButton
                  key={key}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.${key}`)}
                  sx={{ color: 'common.white', '&:hover': { color: 'gold.main' } }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Box>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.14)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.78)' }}>
            {t('footer.copyright', { year })} · {t('footer.version', { version: APP_VERSION })}
          </Typography>
          <LanguageToggle />
        </Box>
      </Container>
    </Box>
  );
}
