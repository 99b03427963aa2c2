import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
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

/**
 * Where React Router keeps a page's scroll position. Every page load's first entry has the key "default", so
 * by key alone a page left for another site (the card provider) gave its position to the page the member came
 * back to, which opened part-way down; by path, a page load only gets back a position of its own page.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? location.pathname : location.key;

/**
 * Marks the document once the app runs it: a page the server drew (decision 017) takes taps from then on
 * (global.css), and the browser journeys wait for it before acting on such a page.
 */
function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function RootLayout() {
  useMarkHydrated();
  return (
    <>
      <GlobalProgress />
      <DocumentTitle />
      <Outlet />
      <Notifications />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
