import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, heading, painted } from '../support/layout.ts';
import { newMember } from '../support/members.ts';
import { type Lang, UI } from '../support/texts.ts';

/** Texts of the messages screens (apps/web/src/locales/*\/inbox.ts and contact.ts). */
const TEXT = {
  en: {
    centre: 'My Messages',
    contact: 'Contact us',
    reply: 'Reply',
    replyLabel: 'Your reply',
    send: 'Send reply',
    sent: 'Your reply was sent. Customer Care usually answers within 24 hours.',
    reason: 'Reason',
    message: 'Message',
    callMe: 'Please call me back',
    sendContact: 'Send message',
    contactSent: 'We received your message. Customer Care will answer within 24 hours.',
    noReply: /cannot be answered/,
    faqs: /FAQs/,
  },
  es: {
    centre: 'Mis mensajes',
    contact: 'Contáctanos',
    reply: 'Responder',
    replyLabel: 'Tu respuesta',
    send: 'Enviar respuesta',
    sent: 'Tu respuesta fue enviada. Atención a Socios suele responder en menos de 24 horas.',
    reason: 'Motivo',
    message: 'Mensaje',
    callMe: 'Quiero que me llamen',
    sendContact: 'Enviar mensaje',
    contactSent: 'Recibimos tu mensaje. Atención a Socios te responderá en menos de 24 horas.',
    noReply: /no admite respuesta/,
    faqs: /preguntas frecuentes/,
  },
} as const;

const bell = (page: Page, lang: Lang, n: number) =>
  page.getByRole('link', { name: UI[lang].messagesBell(n), exact: true });

async function openThread(page: Page, subject: string): Promise<void> {
  await page.getByRole('link').filter({ hasText: subject }).first().click();
  await expectVisible(heading(page, subject));
}

/** Replies on an open support thread; the confirmation gives way to the button after 5 s. */
async function reply(page: Page, lang: Lang, text: string): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.reply, exact: true }).click();
  const send = page.getByRole('button', { name: t.send, exact: true });
  expect(await send.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: t.replyLabel }).fill(text);
  await expect.poll(() => send.isEnabled()).toBe(true);
  // MUI eases the button from its disabled grey to gold (at once under reduced motion); axe must see the end.
  await painted(page);
  await checkA11y(page, `reply form (${lang})`);
  await send.click();
  await expectVisible(page.getByText(t.sent, { exact: true }));
  // The reply is in the thread, as text (HTML is never rendered).
  await expectVisible(page.getByText(text, { exact: true }));
  await expectVisible(page.getByRole('button', { name: t.reply, exact: true }), 9_000);
  expect(await page.getByText(t.sent, { exact: true }).count()).toBe(0);
}

async function sendContact(page: Page, lang: Lang, reason: string, text: string): Promise<void> {
  const t = TEXT[lang];
  await page.goto('/contact');
  await expectVisible(heading(page, t.contact));
  await expectVisible(page.getByRole('link', { name: t.faqs }));
  await expectVisible(page.getByText('800 000 8432', { exact: true }));
  await expect.poll(() => page.getByRole('option', { name: reason }).count()).toBe(1);
  await checkA11y(page, `contact (${lang})`);
  await page.getByRole('combobox', { name: t.reason }).selectOption({ label: reason });
  await page.getByRole('textbox', { name: t.message }).fill(text);
  await page.getByRole('switch', { name: t.callMe }).check();
  await page.getByRole('button', { name: t.sendContact, exact: true }).click();
  await expectVisible(page.getByText(t.contactSent, { exact: true }));
  // Reset after success.
  expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe('');
  expect(await page.getByRole('switch', { name: t.callMe }).isChecked()).toBe(false);
  await checkA11y(page, `contact after sending (${lang})`);
}

describe('messages', () => {
  // The pool's members (support/members.ts) have two threads: an answered question about their contract and an
  // unread alert about their next stay.
  test('a Spanish member reads the unread alert, replies to care and writes to them', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(404);
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await expectVisible(bell(page, 'es', 1));

    await bell(page, 'es', 1).click();
    await expectPath(page, '/messages-center');
    await expectVisible(heading(page, TEXT.es.centre));
    // The threads are days or weeks old: "hace 10 días", "hace 3 semanas".
    await expectVisible(page.getByText(/^hace \S+ (horas?|días?|semanas?)$/));
    await checkA11y(page, 'messages centre (es)');

    await openThread(page, 'Your next stay');
    await expectVisible(bell(page, 'es', 0));
    await expectVisible(page.getByText(TEXT.es.noReply));
    expect(await page.getByRole('button', { name: TEXT.es.reply, exact: true }).count()).toBe(0);
    await checkA11y(page, 'alert (es)');

    await page.goBack();
    await openThread(page, 'About my contract');
    await checkA11y(page, 'support thread (es)');
    await reply(page, 'es', 'Sí, por favor: <b>muévela</b> una semana.');

    await sendContact(page, 'es', 'Intercambios', '¿Cómo deposito una semana en RCI? Llámenme por la tarde.');
    await page.goto('/messages-center');
    await expectVisible(page.getByRole('link').filter({ hasText: 'Llámenme por la tarde' }));

    // An id that is not hers shows the not-found page.
    await page.goto('/messages/999999');
    await expectVisible(heading(page, UI.es.notFound));
  });

  test('an English member replies to care’s answer and contacts care, then marks all read', async ({
    page,
  }) => {
    const member = newMember('en');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await expectVisible(bell(page, 'en', 1));

    await page.goto('/messages-center');
    await expectVisible(heading(page, TEXT.en.centre));
    await checkA11y(page, 'messages centre (en)');
    await openThread(page, 'About my contract');
    await checkA11y(page, 'support thread (en)');
    await reply(page, 'en', 'Great, thank you! I will add her as a guest.');

    await sendContact(
      page,
      'en',
      'Exchanges',
      'How do I deposit a week with RCI? Please call me after 5 PM.',
    );

    // Mark all as read: the bell empties without a reload.
    await page.goto('/messages-center');
    await page.getByRole('button', { name: 'Mark all as read', exact: true }).click();
    await expectVisible(bell(page, 'en', 0));
    await expectVisible(page.getByText('You are all caught up.', { exact: true }));
  });
});
