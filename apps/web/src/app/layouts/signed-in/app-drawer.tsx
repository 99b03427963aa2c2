import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Profile } from '@vida/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { onDarkSurface } from '../../../components/ui/focus-ring.ts';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useAmountDue } from '../../../lib/amount-due.ts';
import { usePaymentsEnabled } from '../../../lib/club-query.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSaveLanguage } from '../../../lib/profile-language.ts';
import { fullName } from '../../../lib/profile-query.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';
import { MENU_ID } from './app-header.tsx';

interface AppDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  profile: Profile | undefined;
}

type MenuKey =
  | 'home'
  | 'myAccount'
  | 'requestReservation'
  | 'myReservations'
  | 'preRegistration'
  | 'contracts'
  | 'payments'
  | 'paymentsHistory'
  | 'clubBenefits'
  | 'exchanges'
  | 'messages'
  | 'about'
  | 'contact'
  | 'faqs';

interface Entry {
  key: MenuKey;
  to: string;
  onSelect?: () => void;
  /** Only for club members: a guest account has no contracts, payments, club benefits or exchanges. */
  membersOnly?: true;
}

const BEFORE_GROUP: Entry[] = [
  { key: 'home', to: PATHS.dashboard },
  { key: 'myAccount', to: PATHS.myAccount },
  { key: 'requestReservation', to: PATHS.requestReservation, onSelect: clearStoredReservation },
  { key: 'myReservations', to: PATHS.myReservations },
  { key: 'preRegistration', to: PATHS.preRegistration },
  { key: 'contracts', to: PATHS.contracts, membersOnly: true },
];
const AFTER_GROUP: Entry[] = [
  { key: 'clubBenefits', to: PATHS.clubBenefits, membersOnly: true },
  { key: 'exchanges', to: PATHS.exchanges, membersOnly: true },
  { key: 'messages', to: PATHS.messagesCenter },
  { key: 'about', to: PATHS.about },
  { key: 'contact', to: PATHS.contact },
  { key: 'faqs', to: PATHS.faqs },
];

const itemSx = {
  borderRadius: 1,
  mx: 1,
  px: 2,
  '&.active': { bgcolor: 'sand.main', '& .MuiListItemText-primary': { fontWeight: 700 } },
  '&.active::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 10,
    bottom: 10,
    width: 3,
    borderRadius: 2,
    bgcolor: 'gold.main',
  },
} as const;

function CountChip({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <Chip
        aria-hidden="true"
        size="small"
        label={count > 99 ? '99+' : count}
        sx={{ bgcolor: 'gold.main', color: 'gold.contrastText', fontWeight: 700, height: 24, minWidth: 28 }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** The menu of spec section 2 as a temporary drawer: keyboard-usable, focus trapped and restored by MUI. */
export function AppDrawer({ open, onClose, onLogout, loggingOut, profile }: AppDrawerProps) {
  const saveLanguage = useSaveLanguage();
  const { t } = useTranslation(['layout', 'common']);
  const [groupOpen, setGroupOpen] = useState(true);
  const groupId = useId();
  const unread = profile?.unread_messages ?? 0;
  const owed = useAmountDue();
  // The amount-due card's count; with payments off the badge would only lead to "not available".
  const pending = usePaymentsEnabled() ? (owed?.dueNowCount ?? 0) : 0;
  // A guest is offered only what a guest can use (issue 29): the member entries would end on an empty page
  // or send them back home. Until the profile is known the menu is the members' one.
  const guest = profile ? !profile.vida_member_id : false;
  const offered = (entries: Entry[]) => (guest ? entries.filter((entry) => !entry.membersOnly) : entries);

  const renderEntry = (entry: Entry, nested = false) => (
    <ListItem key={entry.key} disablePadding>
      <ListItemButton
        component={NavLink}
        to={entry.to}
        end
        onClick={() => {
          entry.onSelect?.();
          onClose();
        }}
        sx={{ ...itemSx, pl: nested ? 4 : 2 }}
      >
        <ListItemText primary={t(`menu.${entry.key}`)} />
        {entry.key === 'messages' ? (
          <CountChip count={unread} label={t('menu.messagesUnread', { count: unread })} />
        ) : null}
        {entry.key === 'payments' ? (
          <CountChip count={pending} label={t('common:amountDue.count', { count: pending })} />
        ) : null}
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: MENU_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('menu.title'),
          sx: { width: { xs: '88vw', sm: 360 }, maxWidth: 400, bgcolor: 'background.paper' },
        },
      }}
    >
      <Box sx={{ ...onDarkSurface, bgcolor: 'ink.main', color: 'common.white', px: 3, pt: 2, pb: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          <Logo tone="light" size="small" />
          <IconButton onClick={onClose} aria-label={t('menu.closeMenu')} sx={{ color: 'common.white' }}>
            <Close />
          </IconButton>
        </Box>
        <Typography
          component="p"
          sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontSize: '1.5rem', lineHeight: 1.25 }}
        >
          {profile ? (
            fullName(profile) || t('header.unknownName')
          ) : (
            <Skeleton width={180} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
          )}
        </Typography>
        {profile?.vida_member_id ? (
          <Typography component="p" variant="body2" sx={{ color: 'gold.light', mt: 0.5 }}>
            {t('menu.memberId', { id: profile.vida_member_id })}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<Logout />}
            onClick={onLogout}
            disabled={loggingOut}
            sx={{
              color: 'common.white',
              borderColor: 'gold.main',
              '&:hover': { borderColor: 'gold.light', bgcolor: 'rgba(184,137,59,0.14)' },
              '&.Mui-disabled': { color: 'rgba(255,255,255,0.6)', borderColor: 'rgba(184,137,59,0.5)' },
            }}
          >
            {t('menu.logout')}
          </Button>
          <LanguageSwitch tone="dark" onChange={saveLanguage} />
        </Box>
      </Box>
      <Box component="nav" aria-label={t('menu.title')} sx={{ py: 1.5, overflowY: 'auto' }}>
        <List disablePadding sx={{ '& .MuiListItemButton-root': { position: 'relative' } }}>
          {offered(BEFORE_GROUP).map((entry) => renderEntry(entry))}
          {guest ? null : (
            <ListItem disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => setGroupOpen((value) => !value)}
                aria-expanded={groupOpen}
                aria-controls={groupId}
                sx={itemSx}
              >
                <ListItemText primary={t('menu.vidaVacations')} />
                {pending > 0 && !groupOpen ? (
                  <CountChip count={pending} label={t('common:amountDue.count', { count: pending })} />
                ) : null}
                {groupOpen ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
              </ListItemButton>
              <Collapse in={groupOpen} timeout="auto" id={groupId}>
                <List disablePadding>
                  {renderEntry({ key: 'payments', to: PATHS.payments }, true)}
                  {renderEntry({ key: 'paymentsHistory', to: PATHS.paymentsHistory }, true)}
                </List>
              </Collapse>
            </ListItem>
          )}
          <Box
            component="li"
            aria-hidden="true"
            sx={{ borderTop: 1, borderColor: 'divider', my: 1, mx: 3 }}
          />
          {offered(AFTER_GROUP).map((entry) => renderEntry(entry))}
        </List>
      </Box>
    </Drawer>
  );
}
