import { createBrowserRouter, type HydrationState } from 'react-router';
import { routes } from './routes.tsx';

/** With `hydrationData`, the first page's loaders already ran on the server (src/server/render-page.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
