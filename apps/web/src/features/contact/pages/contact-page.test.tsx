import { screen, waitFor } from '@testing-library/react';
import { ContactMessageRequestSchema, MessageThreadSchema } from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { answer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { initialValues } from '../components/contact-form.tsx';

const CLUB = clubOf({
  care_hours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' },
    { days: [6], opens: '09:00', closes: '18:00' },
    { days: [7], opens: null, closes: null },
  ],
});

const REASONS = [
  { id: 3, name: 'Reservations' },
  { id: 4, name: 'Other' },
];

/** The member's world on the contact page; sending answers the new thread, or `status` with a field error. */
function api(status = 201) {
  return serveApi(
    ...memberBasics({
      profile: profileOf({ language_id: 'en', mobile_phone: null, home_phone: '+52 33 1234 5678' }),
      club: CLUB,
      contactReasons: REASONS,
    }),
    status === 201
      ? answer('post', '/messages', MessageThreadSchema, ({ body }) => threadOf(body), 201)
      : fail('post', '/messages', status, {
          message: 'Please check the highlighted fields.',
          errors: { phone: ['Enter a valid phone number.'] },
        }),
  );
}

/** The thread the API answers a contact message with. */
function threadOf(body: unknown) {
  const sent = ContactMessageRequestSchema.parse(body);
  const now = new Date().toISOString();
  const item = {
    id: 30,
    date: now,
    from_name: 'Ana García',
    to_name: 'Care',
    from: 'member' as const,
    read_at: now,
  };
  return {
    ...item,
    reason: 'Other',
    subject: 'Other',
    message: sent.message,
    message_type: 'support' as const,
    replied: false,
    unread_messages: 0,
    nr_of_messages: 0,
    phone: sent.phone ?? null,
    email: sent.email ?? null,
    need_to_contact_me: sent.need_to_contact_me,
    conversations: [{ ...item, message: sent.message }],
  };
}

describe('contact page', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('starts from the mobile phone, else the home phone, else nothing, and the profile e-mail', () => {
    const base = { email: 'a@example.com' };
    expect(initialValues({ ...base, mobile_phone: '1', home_phone: '2' }).phone).toBe('1');
    expect(initialValues({ ...base, mobile_phone: null, home_phone: '2' }).phone).toBe('2');
    expect(initialValues({ ...base, mobile_phone: null, home_phone: null })).toMatchObject({
      phone: '',
      email: 'a@example.com',
    });
  });

  it('shows the toll-free phone and hours, validates on blur, sends, and resets with the 24-hour notice', async () => {
    const calls = api();
    const user = setupUser();
    renderRoutes(routes, '/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: /FAQs/ }).getAttribute('href')).toBe('/FAQs');
    await screen.findByText('800 000 8432');
    expect(screen.getByText('Monday – Friday')).toBeTruthy();
    expect(screen.getByText('9 AM – 8 PM')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();

    const phone = (await screen.findByRole('textbox', { name: 'Phone' })) as HTMLInputElement;
    expect(phone.value).toBe('+52 33 1234 5678');
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.click(message);
    await user.tab();
    await screen.findAllByText('This field is required.');

    await screen.findByRole('option', { name: 'Other' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Other');
    // Pasted: one input event, where typing re-validates the form at every key.
    await user.click(message);
    await user.paste('Please call me about my stay.');
    await user.click(screen.getByRole('switch', { name: 'Please call me back' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByText('We received your message. Customer Care will answer within 24 hours.');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 4,
      message: 'Please call me about my stay.',
      phone: '+52 33 1234 5678',
      email: 'ana.garcia@example.com',
      need_to_contact_me: true,
    });
    await waitFor(() => expect(message.value).toBe(''));
  });

  it('keeps everything typed and shows the server’s field message when sending fails', async () => {
    api(400);
    const user = setupUser();
    renderRoutes(routes, '/contact');
    await screen.findByRole('option', { name: 'Other' }, { timeout: 4000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Other');
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.click(message);
    await user.paste('Hello there');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Enter a valid phone number.');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(message.value).toBe('Hello there');
  });
});
