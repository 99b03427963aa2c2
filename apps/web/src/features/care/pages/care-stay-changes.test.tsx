import { screen, waitFor, within } from '@testing-library/react';
import {
  CareRejectRequestSchema,
  CareStayChangeSchema,
  ContactReasonSchema,
  StaffSchema,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { answer, answerBody, fail, serveApi } from '../../../test/api.ts';
import { renderRoutes, resetApp } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { endStaffSession, startStaffSession } from '../lib/staff-session.ts';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();
const Done = z.object({ message: z.string() });

const CHANGE = {
  id: 4,
  user_id: 3,
  kind: 'change' as const,
  reservation_number: 'VP-YKMHZZS7',
  reservation_status: 2,
  member_name: 'Ana García',
  member_email: 'ana.garcia@example.com',
  member_number: '100200300',
  language: 'es' as const,
  hotel: 'Grand Luxxe Nuevo Vallarta',
  arriving_date: '2031-03-10',
  departing_date: '2031-03-17',
  room_type: 'Grand Luxxe Spa Suite',
  new_arriving_date: '2031-04-01',
  new_departing_date: '2031-04-06',
  new_unit_type: 'two_bedroom' as const,
  reason: 'My daughter has exams that week.',
  requested_at: at(-2),
  due_at: at(70),
};
const CANCEL = {
  ...CHANGE,
  id: 5,
  kind: 'cancel' as const,
  reservation_number: 'VP-J9FT3N9R',
  new_arriving_date: null,
  new_departing_date: null,
  new_unit_type: null,
  reason: 'We cannot travel this year.',
};

function desk(...handlers: Parameters<typeof serveApi>) {
  return serveApi(
    answer('get', '/care/me', StaffSchema, {
      id: 7,
      email: 'agent@vida-portal.example',
      name: 'Oliver Grant',
      role: 'agent',
      language: 'en',
      recovery_codes_left: 10,
    }),
    answer('get', '/contact_reasons', z.array(ContactReasonSchema), []),
    ...handlers,
  );
}

describe('the desk’s stay changes', { timeout: 45_000 }, () => {
  beforeEach(async () => {
    await resetApp('en');
    endStaffSession();
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
  });

  it('shows the stay beside what is asked, confirms one and declines the other with a reason', async () => {
    let waiting = [CHANGE, CANCEL];
    const calls = desk(
      answer('get', '/care/stay-changes', z.array(CareStayChangeSchema), () => waiting),
      answerBody('post', '/care/stay-changes/4/confirm', Done, () => {
        waiting = waiting.filter((c) => c.id !== 4);
        return { message: 'Done: the member has been notified.' };
      }),
      answerBody('post', '/care/stay-changes/5/decline', Done, ({ body }) => {
        CareRejectRequestSchema.parse(body);
        waiting = [];
        return { message: 'Done: the member has been notified.' };
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/stay-changes');
    const [change, cancel] = await screen.findAllByRole('region', { name: /Ana García/ }, { timeout: 8000 });
    if (!change || !cancel) throw new Error('two requests expected');
    const dates = within(change).getByRole('row', { name: /Dates/ });
    expect(within(dates).getByText('2031-03-10 – 2031-03-17')).toBeTruthy();
    expect(within(dates).getByText('2031-04-01 – 2031-04-06')).toBeTruthy();
    expect(within(change).getByRole('row', { name: /Room type/ }).textContent).toContain('Two Bedroom Suite');
    expect(within(change).getByText('My daughter has exams that week.')).toBeTruthy();
    expect(within(cancel).getByRole('row', { name: /Dates/ }).textContent).toContain('Canceled');

    await user.click(within(change).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /Ana García/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Ana García' });
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Your package rate cannot be refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline and notify' }));
    expect(await screen.findByText('No stay changes or cancellations are waiting.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/care/stay-changes/5/decline')?.body).toEqual({
      reason: 'Your package rate cannot be refunded.',
    });
  });

  it('a refusal (new dates over another stay) shows at the request, which stays', async () => {
    desk(
      answer('get', '/care/stay-changes', z.array(CareStayChangeSchema), [CHANGE]),
      fail('post', '/care/stay-changes/4/confirm', 409, {
        message: 'The new dates overlap the member’s stay VP-J9FT3N9R (The Estates Riviera Maya).',
        code: 'stay_change_overlap',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/stay-changes');
    const change = await screen.findByRole('region', { name: /Ana García/ }, { timeout: 8000 });
    await user.click(within(change).getByRole('button', { name: 'Confirm the change' }));
    expect(await within(change).findByText(/overlap the member’s stay VP-J9FT3N9R/)).toBeTruthy();
  });
});
