import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { clubOf, mockApi, profileOf, renderRoutes, resetApp, tokenPair } from '../../../test/render.tsx';
import { initialValues } from '../components/contact-form.tsx';

const CLUB = clubOf({
  care_hours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' },
    { days: [6], opens: '09:00', closes: '18:00' },
    { days: [7], opens: null, closes: null },
  ],
});

function api(status = 201) {
  return mockApi(({ url, method, body }) => {
    if (url === '/api/v1/profile')
      return {
        status: 200,
        body: { data: profileOf({ language_id: 'en', mobile_phone: null, home_phone: '+52 33 1234 5678' }) },
      };
    if (url === '/api/v1/contact_reasons')
      return {
        status: 200,
        body: {
          data: [
            { id: 3, name: 'Reservations' },
            { id: 4, name: 'Other' },
          ],
        },
      };
    if (/\/(faqs|reservation_hotels)$/.test(url)) return { status: 200, body: { data: [] } };
    if (url === '/api/v1/club') return { status: 200, body: { data: CLUB } };
    if (url === '/api/v1/messages' && method === 'POST') {
      if (status !== 201)
        return {
          status,
          body: {
            message: 'Please check the highlighted fields.',
            errors: { phone: ['Enter a valid phone number.'] },
          },
        };
      const sent = body as { message: string; phone: string; email: string; need_to_contact_me: boolean };
      const now = new Date().toISOString();
      const item = {
        id: 30,
        date: now,
        from_name: 'Ana García',
        to_name: 'Care',
        from: 'member',
        read_at: now,
      };
      return {
        status: 201,
        body: {
          data: {
            ...item,
            reason: 'Other',
            subject: 'Other',
            message: sent.message,
            message_type: 'support',
            replied: false,
            unread_messages: 0,
            nr_of_messages: 0,
            phone: sent.phone,
            email: sent.email,
            need_to_contact_me: sent.need_to_contact_me,
            conversations: [{ ...item, message: sent.message }],
          },
        },
      };
    }
    return undefined;
  });
}

describe('contact page', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(tokenPair());
  });
  afterEach(() => vi.unstubAllGlobals());

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
    fireEvent.focus(message);
    fireEvent.blur(message);
    await screen.findAllByText('This field is required.');

    await screen.findByRole('option', { name: 'Other' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: '4' } });
    fireEvent.change(message, { target: { value: 'Please call me about my stay.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Please call me back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByText('We received your message. Customer care will answer within 24 hours.');
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
    renderRoutes(routes, '/contact');
    await screen.findByRole('option', { name: 'Other' }, { timeout: 4000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reason' }), { target: { value: '4' } });
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Enter a valid phone number.');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(message.value).toBe('Hello there');
  });
});
