import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { HEADER_SCROLL_THRESHOLD, type Profile } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onDarkSurface } from '../../../components/ui/focus-ring.ts';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LogoLink } from '../../../components/ui/logo-link.tsx';
import { STICKY_HEADER_HEIGHT } from '../../../components/ui/sticky-header.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSaveLanguage } from '../../../lib/profile-language.ts';
import { greetingName } from '../../../lib/profile-query.ts';
import { useScrolledPast } from '../../../lib/use-scrolled-past.ts';

export const MENU_ID = 'app-menu';

interface AppHeaderProps {
  profile: Profile | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

const iconButtonSx = {
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
} as const;

/**
 * The sticky black header of spec section 2. Its colour changes once the page scrolls past
 * HEADER_SCROLL_THRESHOLD (240 px on desktop and tablet, 203 px on mobile).
 */
export function AppHeader({ profile, menuOpen, onOpenMenu }: AppHeaderProps) {
  const saveLanguage = useSaveLanguage();
  const { t } = useTranslation('layout');
  const mobile = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const scrolled = useScrolledPast(mobile ? HEADER_SCROLL_THRESHOLD.mobile : HEADER_SCROLL_THRESHOLD.desktop);
  const name = greetingName(profile) ?? t('header.unknownName');
  // Unknown until the profile is in: the link then says no number rather than a false "0 unread".
  const unread = profile?.unread_messages;

  return (
    <AppBar
      position="sticky"
      elevation={0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        ...onDarkSurface,
        // Opaque enough that the gold wordmark keeps 4.5:1 over any page content scrolling beneath.
        bgcolor: scrolled ? 'rgba(17, 17, 17, 0.94)' : 'ink.main',
        backdropFilter: scrolled ? 'saturate(140%) blur(10px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled ? 'gold.main' : 'rgba(255,255,255,0.08)',
        boxShadow: scrolled ? '0 8px 24px rgba(0,0,0,0.25)' : 'none',
        transition: (theme) =>
          theme.transitions.create(['background-color', 'border-color', 'box-shadow'], {
            duration: theme.transitions.duration.standard,
          }),
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: STICKY_HEADER_HEIGHT, px: { xs: 1, sm: 3 } }}>
        <IconButton
          edge="start"
          aria-label={t('header.openMenu')}
          aria-controls={MENU_ID}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          sx={iconButtonSx}
        >
          <MenuIcon />
        </IconButton>
        <LogoLink to={PATHS.dashboard} tone="light" size={mobile ? 'small' : 'medium'} compact={mobile} />
        <Box sx={{ flex: 1 }} />
        <Typography
          component="p"
          sx={{
            color: 'common.white',
            fontWeight: 500,
            fontSize: { xs: '0.875rem', sm: '1rem' },
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
            maxWidth: { xs: 110, sm: 240 },
            mr: { xs: 0, sm: 0.5 },
          }}
        >
          {profile ? (
            t('header.greeting', { name })
          ) : (
            <Skeleton variant="text" width={96} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
          )}
        </Typography>
        <IconButton
          component={Link}
          to={PATHS.myAccount}
          aria-label={t('header.myAccount')}
          sx={iconButtonSx}
        >
          <AccountCircleOutlined />
        </IconButton>
        <IconButton component={Link} to={PATHS.messagesCenter} sx={iconButtonSx}>
          <VisuallyHidden>
            {unread === undefined ? t('header.messagesLink') : t('header.messages', { count: unread })}
          </VisuallyHidden>
          <Badge
            aria-hidden="true"
            badgeContent={unread ?? 0}
            color="gold"
            max={99}
            overlap="circular"
            sx={{ '& .MuiBadge-badge': { fontWeight: 700 } }}
          >
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
        <Box sx={{ ml: { xs: 0.25, sm: 1 } }}>
          <LanguageSwitch tone="dark" onChange={saveLanguage} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
