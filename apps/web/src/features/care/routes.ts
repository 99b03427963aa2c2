/**
 * The care desk's routes (issue 16): their own layout and chunks, never linked from member pages. The
 * sign-in page gets the members' captcha widget, so its route is composed in app/routes.tsx.
 */
import { type RouteObject, redirect } from 'react-router';
import { rel, withTexts } from '../../lib/lazy-routes.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { CARE_PATHS } from './lib/care-paths.ts';
import { getStaffSession } from './lib/staff-session.ts';

const deskTexts = (load: Parameters<typeof withTexts>[1]) => withTexts(['care'], load);

export const careRoutes: RouteObject[] = [
  {
    path: rel(CARE_PATHS.setPassword),
    handle: { title: 'careSetPassword' } satisfies RouteHandle,
    lazy: deskTexts(async () => ({
      Component: (await import('./pages/care-set-password-page.tsx')).CareSetPasswordPage,
    })),
  },
  {
    path: rel(CARE_PATHS.inbox),
    loader: () => (getStaffSession() ? null : redirect(CARE_PATHS.login)),
    lazy: deskTexts(async () => ({
      Component: (await import('./components/care-shell.tsx')).CareShell,
    })),
    children: [
      {
        index: true,
        handle: { title: 'careInbox' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/care-inbox-page.tsx')).CareInboxPage,
        }),
      },
      {
        path: 'profile-changes',
        handle: { title: 'careProfileChanges' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/care-profile-changes-page.tsx')).CareProfileChangesPage,
        }),
      },
      {
        path: 'stay-requests',
        handle: { title: 'careStayRequests' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/care-stay-requests-page.tsx')).CareStayRequestsPage,
        }),
      },
      {
        path: 'stay-changes',
        handle: { title: 'careStayChanges' } satisfies RouteHandle,
        lazy: withTexts(['reservations'], async () => ({
          Component: (await import('./pages/care-stay-changes-page.tsx')).CareStayChangesPage,
        })),
      },
      {
        path: 'members',
        handle: { title: 'careMembers' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/care-members-page.tsx')).CareMembersPage,
        }),
      },
      {
        path: 'members/:id',
        handle: { title: 'careMembers' } satisfies RouteHandle,
        lazy: withTexts(['reservations'], async () => ({
          Component: (await import('./pages/care-members-page.tsx')).CareMemberPage,
        })),
      },
      {
        path: 'audit',
        handle: { title: 'careAudit' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/care-audit-page.tsx')).CareAuditPage,
        }),
      },
    ],
  },
];
