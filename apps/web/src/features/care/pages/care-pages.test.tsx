import { screen, waitFor, within } from '@testing-library/react';
import {
  AuditEntrySchema,
  CareProfileChangeSchema,
  CareRejectRequestSchema,
  CareStayRequestSchema,
  CareThreadSchema,
  ContactReasonSchema,
  InboxItemSchema,
  MemberMatchSchema,
  MemberRecordSchema,
  StaffSchema,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { answer, answerBody, fail, failUntilRecovered, serveApi } from '../../../test/api.ts';
import { renderRoutes, resetApp } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { endStaffSession, startStaffSession } from '../lib/staff-session.ts';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

const AGENT = {
  id: 7,
  email: 'agent@vida-portal.example',
  name: 'Oliver Grant',
  role: 'agent' as const,
  language: 'en' as const,
  recovery_codes_left: 10,
};

const WAITING = {
  thread_id: 41,
  subject: 'About my contract',
  reason: 'Contracts',
  reason_id: 2,
  member_name: 'Ana García',
  member_email: 'ana.garcia@example.com',
  member_number: '100200300',
  language: 'es' as const,
  contact_message: true,
  need_to_contact_me: true,
  preview: 'When is my next payment due?',
  waiting_since: at(-3),
  hours_left: 21,
};

const THREAD = {
  thread_id: 41,
  user_id: 3,
  subject: 'About my contract',
  reason: 'Contracts',
  member_name: 'Ana García',
  member_email: 'ana.garcia@example.com',
  member_number: '100200300',
  language: 'es' as const,
  phone: '+52 55 1234 5678',
  email: null,
  need_to_contact_me: true,
  closed_at: null,
  last_message_id: 90,
  messages: [
    {
      id: 90,
      from: 'member' as const,
      from_name: 'Ana García',
      message: 'When is my next payment due?',
      date: at(-3),
      read_at: null,
    },
  ],
};

const CHANGE = {
  id: 5,
  user_id: 3,
  member_name: 'John Miller',
  member_email: 'john.miller@example.com',
  member_number: '100200301',
  requested_at: at(-24),
  due_at: at(48),
  email_confirmed: true,
  changes: [{ field: 'mobile_phone' as const, before: '+1 312 555 0148', after: '+1 312 555 0100' }],
};

const STAY = {
  id: 12,
  user_id: 3,
  reservation_number: null,
  member_name: 'Ana García',
  member_email: 'ana.garcia@example.com',
  member_number: '100200300',
  language: 'es' as const,
  hotel_id: 4,
  hotel: 'Grand Luxxe Nuevo Vallarta',
  arriving_date: '2031-03-05',
  departing_date: '2031-03-12',
  guests: 3,
  unit_type: 'Two bedroom',
  room_type: null,
  flexible_dates: true,
  flexible_destinations: false,
  requested_at: at(-5),
  hours_left: 19,
  earliest_arrival: '2026-11-28',
  held_stays: [],
};

const RECORD = {
  user_id: 3,
  name: 'Ana García',
  email: 'ana.garcia@example.com',
  member_number: '100200300',
  language: 'es' as const,
  verified: true,
  disabled: false,
  address: ['Av. Paseo de la Reforma 250', 'Ciudad de México'],
  phones: ['+52 55 1234 5678'],
  contracts: [
    {
      contract_number: 'GLX-2021-004512',
      status: 'Active',
      resort: 'Grand Luxxe',
      currency: 'MXN',
      balance: '1200.00',
    },
  ],
  payments: [],
  reservations: [],
  messages: [],
};

/** The desk as an agent signed in meets it: who they are and the contact reasons of the inbox filter. */
function desk(...handlers: Parameters<typeof serveApi>) {
  return serveApi(
    answer('get', '/care/me', StaffSchema, AGENT),
    answer('get', '/contact_reasons', z.array(ContactReasonSchema), [{ id: 2, name: 'Contracts' }]),
    ...handlers,
  );
}

describe('care desk pages', () => {
  beforeEach(async () => {
    await resetApp('en');
    endStaffSession();
  });

  it('without a staff session the desk asks to sign in', async () => {
    desk();
    renderRoutes(routes, '/care');
    expect(await screen.findByLabelText(/^Work e-mail/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Care desk sections' })).toBeNull();
  });

  // Every queue of the desk: a failed request shows what failed and "Try again", which loads the queue.
  const QUEUES = [
    {
      page: '/care',
      handler: () => failUntilRecovered('get', '/care/inbox', z.array(InboxItemSchema), [WAITING]),
      loaded: 'Ana García',
    },
    {
      page: '/care/profile-changes',
      handler: () =>
        failUntilRecovered('get', '/care/profile-changes', z.array(CareProfileChangeSchema), [CHANGE]),
      loaded: 'John Miller',
    },
    {
      page: '/care/stay-requests',
      handler: () => failUntilRecovered('get', '/care/stay-requests', z.array(CareStayRequestSchema), [STAY]),
      loaded: 'Grand Luxxe Nuevo Vallarta',
    },
    {
      page: '/care/members?q=garcia',
      handler: () =>
        failUntilRecovered('get', '/care/members', z.array(MemberMatchSchema), [
          {
            user_id: 3,
            name: 'Ana García',
            email: 'ana.garcia@example.com',
            member_number: '100200300',
            language: 'es',
          },
        ]),
      loaded: 'Ana García',
    },
    {
      page: '/care/audit',
      admin: true,
      handler: () =>
        failUntilRecovered('get', '/care/audit', z.array(AuditEntrySchema), [
          {
            id: 1,
            at: at(-1),
            staff_id: 7,
            actor: 'Oliver Grant',
            action: 'thread.replied',
            target: 'thread:41',
            target_name: '“Fees” · Ana García · 100200300',
            before: null,
            after: null,
          },
        ]),
      loaded: 'Conversation answered',
    },
  ];
  for (const queue of QUEUES) {
    it(`${queue.page}: a failed request says so with “Try again”, which loads the queue`, async () => {
      startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
      const { handler, recover } = queue.handler();
      serveApi(handler);
      if (queue.admin) serveApi(answer('get', '/care/me', StaffSchema, { ...AGENT, role: 'admin' }));
      desk();
      const user = setupUser();
      renderRoutes(routes, queue.page);
      const failed = await screen.findByText(/We could not load this list\./, {}, { timeout: 8000 });
      const alert = failed.closest('[role="alert"]') as HTMLElement;
      recover();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect((await screen.findAllByText(new RegExp(queue.loaded))).length).toBeGreaterThan(0);
      expect(screen.queryByText(/We could not load this list\./)).toBeNull();
    }, 20_000);
  }

  it('inbox: the waiting conversation opens, and the answer goes with the last message it answers', async () => {
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    const calls = desk(
      answer('get', '/care/inbox', z.array(InboxItemSchema), [WAITING]),
      answer('get', '/care/threads/41', CareThreadSchema, THREAD),
      answer('post', '/care/threads/41/replies', CareThreadSchema, ({ body }) => ({
        ...THREAD,
        last_message_id: 91,
        messages: [
          ...THREAD.messages,
          {
            id: 91,
            from: 'care' as const,
            from_name: AGENT.name,
            message: String((body as { message: string }).message),
            date: at(0),
            read_at: null,
          },
        ],
      })),
    );
    const user = setupUser();
    renderRoutes(routes, '/care');
    const list = await screen.findByRole('list', { name: 'Inbox' }, { timeout: 4000 });
    expect(await screen.findByText('1 conversation waiting')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /Ana García/ }));

    const thread = await screen.findByRole('article', { name: 'About my contract' });
    expect(within(thread).getByText('When is my next payment due?')).toBeTruthy();
    expect(within(thread).getByText(/Member ID 100200300/)).toBeTruthy();
    await user.click(within(thread).getByRole('textbox', { name: 'Your answer' }));
    await user.paste('Your next payment is due on the 15th.');
    await user.click(within(thread).getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/replies'))).toBe(true));
    expect(await screen.findByText('Answer sent. The member has been notified.')).toBeTruthy();
    const reply = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/care/threads/41/replies');
    expect(reply?.body).toEqual({ message: 'Your next payment is due on the 15th.', last_message_id: 90 });
    expect(reply?.headers.get('authorization')).toBe('Bearer staff-1');
  });

  it('profile changes: before and after side by side; approving says what the API answered', async () => {
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    let pending = [CHANGE];
    const calls = desk(
      answer('get', '/care/profile-changes', z.array(CareProfileChangeSchema), () => pending),
      answerBody('post', '/care/profile-changes/5/approve', z.object({ message: z.string() }), () => {
        pending = [];
        return { message: 'Change approved. The member has been notified.' };
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/profile-changes');
    const change = await screen.findByRole('region', { name: /John Miller/ }, { timeout: 4000 });
    const row = within(change).getByRole('row', { name: /Mobile phone/ });
    expect(within(row).getByText('+1 312 555 0148')).toBeTruthy();
    expect(within(row).getByText('+1 312 555 0100')).toBeTruthy();

    await user.click(within(change).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No profile changes are waiting.')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/v1/care/profile-changes/5/approve'),
    ).toBe(true);
  });

  it('profile changes: a refusal of the API shows at the change, which stays', async () => {
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    desk(
      answer('get', '/care/profile-changes', z.array(CareProfileChangeSchema), [CHANGE]),
      fail('post', '/care/profile-changes/5/approve', 409, {
        message: 'Someone else decided on this change already.',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/profile-changes');
    const change = await screen.findByRole('region', { name: /John Miller/ }, { timeout: 4000 });
    await user.click(within(change).getByRole('button', { name: 'Approve' }));
    expect(await within(change).findByText('Someone else decided on this change already.')).toBeTruthy();
  });

  it('a refused staff token ends the desk session: back to the sign-in', async () => {
    startStaffSession({ access_token: 'staff-old', expires_at: at(8) });
    serveApi(
      fail('get', '/care/me', 401, { message: 'Please sign in again.' }),
      fail('get', '/care/profile-changes', 401, { message: 'Please sign in again.' }),
    );
    renderRoutes(routes, '/care/profile-changes');
    expect(await screen.findByLabelText(/^Work e-mail/, undefined, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('vida.care.session')).toBeNull());
  });

  it('stay requests: declining asks for the reason the member reads, and sends it', async () => {
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    let waiting = [STAY];
    const calls = desk(
      answer('get', '/care/stay-requests', z.array(CareStayRequestSchema), () => waiting),
      answerBody('post', '/care/stay-requests/12/decline', z.object({ message: z.string() }), ({ body }) => {
        CareRejectRequestSchema.parse(body);
        waiting = [];
        return { message: 'Stay declined. The member has been notified.' };
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/stay-requests');
    const stay = await screen.findByRole('region', { name: /Ana García/ }, { timeout: 4000 });
    expect(within(stay).getByText(/Flexible dates/)).toBeTruthy();
    await user.click(within(stay).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the stay of Ana García' });
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('No availability on those dates.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline and notify' }));
    expect(await screen.findByText('No stay requests are waiting.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/care/stay-requests/12/decline')?.body).toEqual({
      reason: 'No availability on those dates.',
    });
  });

  it('member lookup: a search lists the matches, and one opens read-only with its contracts', async () => {
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    const calls = desk(
      answer('get', '/care/members', z.array(MemberMatchSchema), [
        {
          user_id: 3,
          name: 'Ana García',
          email: 'ana.garcia@example.com',
          member_number: '100200300',
          language: 'es',
        },
      ]),
      answer('get', '/care/members/3', MemberRecordSchema, RECORD),
    );
    const user = setupUser();
    renderRoutes(routes, '/care/members');
    await user.click(
      await screen.findByRole('textbox', { name: /E-mail, member ID or name/ }, { timeout: 4000 }),
    );
    await user.paste('garcia');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    await user.click(await within(results).findByRole('link', { name: 'Ana García' }));

    expect(await screen.findByText(/Read-only/)).toBeTruthy();
    const contracts = screen.getByRole('region', { name: 'Contracts' });
    expect(within(contracts).getByText(/GLX-2021-004512/)).toBeTruthy();
    const search = calls.find((c) => c.path === '/api/v1/care/members');
    expect(search?.url.searchParams.get('q')).toBe('garcia');
  });

  // Issue 29: no English on a Spanish desk. Statuses, payment types, message types and audit actions are codes
  // the desk names in the staff member's language.
  it('names a member record’s codes in Spanish', async () => {
    await resetApp('es');
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    serveApi(
      answer('get', '/care/me', StaffSchema, { ...AGENT, language: 'es' }),
      answer('get', '/contact_reasons', z.array(ContactReasonSchema), [{ id: 2, name: 'Contratos' }]),
      answer('get', '/care/members/3', MemberRecordSchema, {
        ...RECORD,
        contracts: RECORD.contracts.map((contract) => ({ ...contract, status: 'Cancelled' })),
        payments: [
          { date: at(-48), amount: '2750.00', currency: 'USD', payment_type: 'monthly', last_four: '4242' },
        ],
        reservations: [
          {
            reservation_number: 'VR-2031-0007',
            status: 5,
            hotel: 'Grand Luxxe Nuevo Vallarta',
            arriving_date: '2031-03-10',
            departing_date: '2031-03-15',
            room_type: 'Master Room',
          },
        ],
        messages: [
          { thread_id: 9, subject: 'Contratos', date: at(-24), from: 'care', message_type: 'support' },
        ],
      }),
    );
    renderRoutes(routes, '/care/members/3');
    const contracts = await screen.findByRole('region', { name: 'Contratos' }, { timeout: 4000 });
    expect(within(contracts).getByText(/GLX-2021-004512 · Cancelado ·/)).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Pagos' });
    expect(
      // Money as the staff member's language writes it, not the record's bare decimal.
      within(payments).getByText(/USD\s2,750\.00 · Mensualidad · tarjeta con terminación 4242/),
    ).toBeTruthy();
    const stays = screen.getByRole('region', { name: 'Reservaciones' });
    expect(within(stays).getByText(/VR-2031-0007 · Cancelada · .* · Habitación principal/)).toBeTruthy();
    const threads = screen.getByRole('region', { name: 'Conversaciones' });
    const thread = within(threads).getByRole('listitem');
    expect(thread.textContent).toMatch(/Contratos \(Atención a Socios\)$/);
    // The subject is the member's words, in the member's language.
    expect(within(thread).getByText('Contratos').getAttribute('lang')).toBe('es');
    for (const english of [/Cancelled/, /monthly/, /support/, /Master Room/]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('names the audit’s actions in the staff member’s language, not as codes', async () => {
    await resetApp('es');
    startStaffSession({ access_token: 'staff-1', expires_at: at(8) });
    serveApi(
      answer('get', '/care/me', StaffSchema, { ...AGENT, role: 'admin', language: 'es' }),
      answer('get', '/contact_reasons', z.array(ContactReasonSchema), [{ id: 2, name: 'Contratos' }]),
      answer('get', '/care/audit', z.array(AuditEntrySchema), [
        {
          id: 1,
          at: at(-1),
          staff_id: 7,
          actor: 'Oliver Grant',
          action: 'stay_request.declined',
          target: 'stay_request:12',
          target_name: 'GLX-R-1042 · Ana García · 100200300',
          before: { room_type: 'Master' },
          after: { room_type: null, reason: 'Sin disponibilidad' },
        },
      ]),
    );
    renderRoutes(routes, '/care/audit');
    expect(await screen.findByRole('cell', { name: 'Estancia rechazada' }, { timeout: 4000 })).toBeTruthy();
    // What it was on by name, not as the row's code.
    expect(
      screen.getByRole('cell', { name: 'Solicitud de estancia: GLX-R-1042 · Ana García · 100200300' }),
    ).toBeTruthy();
    expect(screen.queryByText(/stay_request:12/)).toBeNull();
    expect(screen.queryByText('stay_request.declined')).toBeNull();
    // Each field on a line of its own, named in Spanish, not the stored JSON.
    const lines = within(screen.getByRole('region', { name: /Cada acción del personal/ }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(['Tipo de habitación: Master → —', 'Motivo: — → Sin disponibilidad']);
    expect(screen.queryByText(/[{}"]/)).toBeNull();
  });
});
