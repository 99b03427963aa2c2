import Box from '@mui/material/Box';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

export type AuthTab = 'login' | 'register';

interface AuthTabsProps {
  value: AuthTab;
  loginPath: string;
  registerPath: string;
  panelId: string;
}

/**
 * Login and register as tabs that follow the path. Each tab is a link (it changes the URL), with the tab
 * pattern's semantics and arrow-key movement; lighter than MUI Tabs, which measures and scrolls.
 */
export function AuthTabs({ value, loginPath, registerPath, panelId }: AuthTabsProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const refs = useRef<Record<AuthTab, HTMLAnchorElement | null>>({ login: null, register: null });
  const tabs: { key: AuthTab; to: string }[] = [
    { key: 'login', to: loginPath },
    { key: 'register', to: registerPath },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: AuthTab =
      event.key === 'Home'
        ? 'login'
        : event.key === 'End'
          ? 'register'
          : value === 'login'
            ? 'register'
            : 'login';
    refs.current[next]?.focus();
    void navigate(next === 'login' ? loginPath : registerPath);
  };

  return (
    <Box
      role="tablist"
      aria-label={t('tabsLabel')}
      onKeyDown={onKeyDown}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {tabs.map((tab) => {
        const selected = tab.key === value;
        return (
          <Box
            key={tab.key}
            component={RouterLink}
            to={tab.to}
            ref={(element: HTMLAnchorElement | null) => {
              refs.current[tab.key] = element;
            }}
            role="tab"
            id={`auth-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 52,
              fontWeight: 600,
              textDecoration: 'none',
              color: selected ? 'text.primary' : 'text.secondary',
              transition: (theme) => theme.transitions.create('color'),
              '&:hover': { color: 'text.primary' },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: -1,
                height: 3,
                borderRadius: 2,
                bgcolor: selected ? 'gold.main' : 'transparent',
              },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
            }}
          >
            {t(`tabs.${tab.key}`)}
          </Box>
        );
      })}
    </Box>
  );
}
