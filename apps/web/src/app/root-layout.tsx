import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteTitle } from '../lib/route-handle.ts';
import { GlobalProgress } from './global-progress.tsx';
import { Notifications } from './notification-host.tsx';

/** Follows the route table's titles so every page has its own document title, in the active language. */
function DocumentTitle() {
  const { t } = useTranslation(['common', 'pages']);
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? t('documentTitle', { page: t(`pages:${title}`) }) : t('appName');
  }, [title, t]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <GlobalProgress />
      <DocumentTitle />
      <Outlet />
      <Notifications />
      <ScrollRestoration />
    </>
  );
}
