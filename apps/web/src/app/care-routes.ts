/**
 * The care desk's routes (issue 16): their own layout and chunks, never linked from member pages. The
 * sign-in page gets the members' captcha widget from here, since a feature never imports another.
 */
import { type RouteObject, redirect } from 'react-router';
import { CARE_PATHS } from '../features/care/lib/care-paths.ts';
import { getStaffSession } from '../features/care/lib/staff-session.ts';
import { rel, withTexts } from '../lib/lazy-routes.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const deskTexts = (load: Parameters<typeof withTexts>[1]) => withTexts(['care'], load);

export const careRoutes: RouteObject[] = [
  {
    path: rel(CARE_PATHS.login),
    handle: { title: 'careLogin' } satisfies RouteHandle,
    loader: () => (getStaffSession() ? redirect(CARE_PATHS.inbox) : null),
    lazy: deskTexts(async () => ({ Component: (await import('./care-login-route.tsx')).CareLoginRoute })),
  },
  {
    path: rel(CARE_PATHS.setPassword),
    handle: { title: 'careSetPassword' } satisfies RouteHandle,
    lazy: deskTexts(async () => ({
      Component: (await import('../features/care/pages/care-set-password-page.tsx')).CareSetPasswordPage,
    })),
  },
  {
    path: rel(CARE_PATHS.inbox),
    loader: () => (getStaffSession() ? null : redirect(CARE_PATHS.login)),
    lazy: deskTexts(async () => ({
      Component: (await import('../features/care/components/care-shell.tsx')).CareShell,
    })),
    children: [
      {
        index: true,
        handle: { title: 'careInbox' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/care/pages/care-inbox-page.tsx')).CareInboxPage,
        }),
      },
      {
        path: 'profile-changes',
        handle: { title: 'careProfileChanges' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/care/pages/care-profile-changes-page.tsx'))
            .CareProfileChangesPage,
        }),
      },
      {
        path: 'stay-requests',
        handle: { title: 'careStayRequests' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/care/pages/care-stay-requests-page.tsx'))
            .CareStayRequestsPage,
        }),
      },
      {
        path: 'members',
        handle: { title: 'careMembers' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/care/pages/care-members-page.tsx')).CareMembersPage,
        }),
      },
      {
        path: 'members/:id',
        handle: { title: 'careMembers' } satisfies RouteHandle,
        lazy: withTexts(['reservations'], async () => ({
          Component: (await import('../features/care/pages/care-members-page.tsx')).CareMemberPage,
        })),
      },
      {
        path: 'audit',
        handle: { title: 'careAudit' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/care/pages/care-audit-page.tsx')).CareAuditPage,
        }),
      },
    ],
  },
];
