import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { newMember } from '../support/members.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { DEMO_PASSWORD, escapeRegExp, type Lang } from '../support/texts.ts';

/** Texts of the saved cards (apps/web/src/locales/*\/account.ts) and of the sandbox's card page. */
const TEXT = {
  en: {
    add: 'Add a card',
    continue: 'Continue',
    agree: 'Go to the secure page',
    password: 'Password',
    confirm: 'Confirm',
    sandboxTitle: 'Save your card',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvn: 'Security code (CVN)',
    submit: 'Submit',
    cancel: 'Cancel',
    saved: 'Your card is saved',
    failed: 'Your card could not be saved',
    cancelled: 'The card was not saved',
    back: 'Back to my profile',
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  },
  es: {
    add: 'Agregar una tarjeta',
    continue: 'Continuar',
    agree: 'Ir a la página segura',
    password: 'Contraseña',
    confirm: 'Confirmar',
    sandboxTitle: 'Guarda tu tarjeta',
    cardNumber: 'Número de tarjeta',
    month: 'Mes de vencimiento',
    year: 'Año de vencimiento',
    cvn: 'Código de seguridad (CVN)',
    submit: 'Enviar',
    cancel: 'Cancelar',
    saved: 'Tu tarjeta quedó guardada',
    failed: 'No se pudo guardar tu tarjeta',
    cancelled: 'La tarjeta no se guardó',
    back: 'Volver a mi perfil',
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
  },
} as const;

const SHOTS = '/tmp/shots/cards/';
/** The portal's own texts for the reason codes (never the provider's words, which could come from a link). */
const DECLINE = 'The card’s bank did not accept it. Try another card, or call your bank.';
const CANCELLED = 'You canceled before the card was saved.';

/** A card action button: its visible verb and, for screen readers, the card it acts on. */
const cardAction = (page: Page, verb: string, card: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(verb)}\\s*:\\s*${escapeRegExp(card)}$`) });

/** Billing dialog (prefilled) → consent → password when asked → the provider's page. */
async function goToProvider(page: Page, lang: Lang, opener: () => Promise<void>, askPassword: boolean) {
  const t = TEXT[lang];
  await opener();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: t.continue, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.agree, exact: true }).click();
  if (askPassword) {
    const password = page.getByRole('dialog').getByLabel(t.password, { exact: true });
    await expectVisible(password);
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname.startsWith('/token/'));
}

/** The sandbox's own card form, on the provider's origin. */
async function typeCard(page: Page, lang: Lang, number: string | null, month: string, year: string) {
  const t = TEXT[lang];
  if (number !== null) await page.getByLabel(new RegExp(`^${t.cardNumber}`)).fill(number);
  await page.getByLabel(t.month, { exact: true }).selectOption(month);
  await page.getByLabel(t.year, { exact: true }).selectOption(year);
  await page.getByLabel(t.cvn, { exact: true }).fill('123');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

describe('saved cards through the hosted checkout', () => {
  test('a Spanish member adds a Visa, makes it default, edits it and deletes the card saved before', async ({
    page,
    baseUrl,
    problems,
  }) => {
    // The first card change asks for the password: the API's 403 is expected.
    problems.allowHttpStatus(403);
    const t = TEXT.es;
    const year = String(new Date().getFullYear() + 3);
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await page.goto('/edit-profile');
    await expectVisible(page.getByRole('button', { name: t.add }));
    await checkA11yAtRest(page, 'edit profile with saved cards (es)');
    await saveFullPageShot(page, SHOTS, 'edit-profile-cards', 'desktop', 'es');

    await goToProvider(page, 'es', () => page.getByRole('button', { name: t.add }).click(), true);
    expect(new URL(page.url()).origin).not.toBe(baseUrl);
    await expectVisible(page.getByRole('heading', { name: t.sandboxTitle }));
    await checkA11yAtRest(page, 'sandbox card page (es)');
    await saveFullPageShot(page, SHOTS, 'sandbox-card-page', 'desktop', 'es');
    await typeCard(page, 'es', '4111 1111 1111 1111', '08', year);
    await expectPath(page, '/success-tokenization');
    await expectVisible(page.getByRole('heading', { name: t.saved }));
    await checkA11yAtRest(page, 'success tokenization (es)');
    await saveFullPageShot(page, SHOTS, 'success-tokenization', 'desktop', 'es');
    await page.getByRole('link', { name: t.back }).click();
    await expectPath(page, '/edit-profile');

    const visa = t.card('Visa', '1111');
    await cardAction(page, 'Hacer predeterminada', visa).click();
    await expectVisible(page.getByText('Esta tarjeta es ahora tu tarjeta predeterminada.'));
    await expect.poll(() => cardAction(page, 'Hacer predeterminada', visa).count()).toBe(0);

    // Within 5 minutes of the password confirmation the edit goes straight to the provider.
    await goToProvider(page, 'es', () => cardAction(page, 'Editar', visa).click(), false);
    await typeCard(page, 'es', null, '02', String(Number(year) + 1));
    await expectPath(page, '/success-tokenization');
    await page.getByRole('link', { name: t.back }).click();
    await expectVisible(page.getByText(`Vence 02/${Number(year) + 1}`));

    const before = t.card('Visa', '4242');
    await cardAction(page, 'Eliminar', before).click();
    await checkA11yAtRest(page, 'delete card dialog (es)');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar tarjeta' }).click();
    await expectVisible(page.getByText('Eliminamos tu tarjeta.'));
    await expect.poll(() => cardAction(page, 'Eliminar', before).count()).toBe(0);

    await page.setViewportSize(VIEWPORTS.mobile);
    await checkA11yAtRest(page, 'edit profile cards at 390 px (es)');
    await saveFullPageShot(page, SHOTS, 'edit-profile-cards', 'mobile', 'es');
  });

  test('an English member: a declined card lands on the fail page, Cancel on the cancelled page', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(403);
    const t = TEXT.en;
    const year = String(new Date().getFullYear() + 2);
    const member = newMember('en');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await page.goto('/edit-profile');
    await goToProvider(page, 'en', () => page.getByRole('button', { name: t.add }).click(), true);
    await checkA11yAtRest(page, 'sandbox card page (en)');
    await typeCard(page, 'en', '4000000000000101', '11', year);
    await page.waitForURL((url) => url.pathname === '/fail-payment/declined');
    await expectVisible(page.getByRole('heading', { name: t.failed }));
    await expectVisible(page.getByText(DECLINE));
    await checkA11yAtRest(page, 'fail page (en)');
    await saveFullPageShot(page, SHOTS, 'fail-payment', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'fail-payment', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('link', { name: t.back }).click();
    await goToProvider(page, 'en', () => page.getByRole('button', { name: t.add }).click(), false);
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'sandbox-card-page', 'mobile', 'en');
    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cancelled-payment/cancelled');
    await expectVisible(page.getByRole('heading', { name: t.cancelled }));
    await expectVisible(page.getByText(CANCELLED));
    await checkA11yAtRest(page, 'cancelled page at 390 px (en)');
    await saveFullPageShot(page, SHOTS, 'cancelled-payment', 'mobile', 'en');
    await page.getByRole('link', { name: t.back }).click();
    await expectVisible(page.getByRole('button', { name: t.add }));
    await expect.poll(() => page.getByRole('button', { name: /^Delete\s*:/ }).count()).toBe(2);
  });
});
