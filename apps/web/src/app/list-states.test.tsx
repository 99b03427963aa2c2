import { screen, within } from '@testing-library/react';
import {
  ContractListSchema,
  CreditCardListSchema,
  ExchangesDataSchema,
  FaqSchema,
  MessageSummarySchema,
  ReservationSchema,
  SessionInfoSchema,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveSession } from '../lib/session.ts';
import { answerBody, failUntilRecovered, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { setupUser } from '../test/user.ts';
import { routes } from './routes.tsx';

const NO_CARDS = { data: [], meta: { page: 1, per_page: 1000, total: 0 } };

/**
 * Every list page of the portal: its request fails (and the app's one retry of it), the page says what could
 * not be loaded with "Try again" (never a blank page nor an empty state that is not true), and "Try again"
 * loads the list.
 */
const PAGES = [
  {
    page: '/my-vida-vacations-contracts',
    down: () => failUntilRecovered('get', '/user_contracts', ContractListSchema, []),
    failed: 'We could not load your contracts.',
    loaded: 'There are no contracts associated with the membership.',
  },
  {
    page: '/messages-center',
    down: () => failUntilRecovered('get', '/messages', z.array(MessageSummarySchema), []),
    failed: 'We could not load your messages.',
    loaded: /Your inbox is calm as a lagoon/,
  },
  {
    page: '/my-reservations',
    down: () => failUntilRecovered('get', '/user_reservations/all', z.array(ReservationSchema), []),
    failed: 'We could not load your reservations.',
    loaded: 'No upcoming stays yet.',
  },
  {
    page: '/FAQs',
    down: () => failUntilRecovered('get', '/faqs', z.array(FaqSchema), []),
    failed: 'We could not load the questions.',
    loaded: /There are no questions here yet/,
  },
  {
    page: '/exchanges',
    down: () =>
      failUntilRecovered('get', '/exchanges', ExchangesDataSchema, [
        [{ MembershipType: 'RCI', membership_number: null }],
      ]),
    failed: /We could not load your exchange partners/,
    loaded: 'RCI',
  },
  {
    page: '/my-account',
    down: () => failUntilRecovered('get', '/sessions', z.array(SessionInfoSchema), []),
    others: [answerBody('get', '/credit_cards', CreditCardListSchema, NO_CARDS)],
    failed: 'We could not load your sessions.',
    loaded: 'Where you are signed in',
  },
  {
    page: '/edit-profile',
    down: () => failUntilRecovered('get', '/credit_cards', CreditCardListSchema, NO_CARDS, false),
    failed: 'We could not load your saved cards.',
    loaded: 'You have no saved cards yet.',
  },
];

describe('list pages: loading, error with retry, empty (issue 29)', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  for (const list of PAGES) {
    it(`${list.page}: “${String(list.failed)}” with “Try again”, which loads the list`, async () => {
      const { handler, recover } = list.down();
      serveApi(handler, ...(list.others ?? []), ...memberBasics());
      const user = setupUser();
      renderRoutes(routes, list.page);
      const alert = await screen.findByText(list.failed, {}, { timeout: 10_000 });
      const box = alert.closest('[role="alert"]');
      expect(box).not.toBeNull();
      recover();
      await user.click(within(box as HTMLElement).getByRole('button', { name: 'Try again' }));
      expect((await screen.findAllByText(list.loaded, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      expect(screen.queryByText(list.failed)).toBeNull();
    }, 30_000);
  }
});
