import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
