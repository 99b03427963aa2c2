import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { rememberCheckoutOrigin } from '../../../lib/hosted-checkout.ts';
import { saveSession } from '../../../lib/session.ts';
import { serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';

const api = (language: 'en' | 'es') =>
  serveApi(...memberBasics({ profile: profileOf({ language_id: language }) }));

/** What a link anyone can write used to put on our page: base64url of its own text. */
const PHISHING = 'Your card is locked. Call +1 555 0100 to unlock it.';
const encoded = btoa(PHISHING).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const heading = (level: number) => screen.getByRole('heading', { level }).textContent;
const backLink = () => screen.getByRole('link', { name: /^(Back|Volver)/ });

describe('the card checkout result pages', () => {
  afterEach(() => sessionStorage.clear());

  describe('in English', () => {
    beforeEach(async () => {
      await resetApp('en');
      saveSession(signedInSession());
      api('en');
    });

    it('show the portal’s text for a reason code', async () => {
      renderRoutes(routes, '/fail-payment/expired');
      expect(
        await screen.findByText(
          'The card has expired. Try a card that is still valid.',
          {},
          { timeout: 4000 },
        ),
      ).toBeTruthy();
      // The checkout only saves cards: a page title about a failed payment would alarm for nothing.
      expect(heading(1)).toBe('Saving your card');
      expect(backLink().getAttribute('href')).toBe('/edit-profile');
    });

    it('never show text from the URL', async () => {
      renderRoutes(routes, `/fail-payment/${encoded}`);
      expect(await screen.findByText('No further details were given.', {}, { timeout: 4000 })).toBeTruthy();
      expect(screen.queryByText(PHISHING)).toBeNull();
    });

    it('say a payment with a new card was not made, in the payment’s words, and lead back to it at the top', async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      rememberCheckoutOrigin('/payment-method/monthly?contractId=7');
      renderRoutes(routes, '/fail-payment/declined?for=payment');
      expect(
        await screen.findByText(
          'The card’s bank did not accept the payment. Nothing was charged. Try another card, or call your bank.',
          {},
          { timeout: 4000 },
        ),
      ).toBeTruthy();
      expect(heading(1)).toBe('Payment not made');
      expect(heading(2)).toBe('Your payment did not go through');
      expect(document.title).toBe('Payment not made · Vida Portal');
      expect(backLink().textContent).toBe('Back to the payment');
      expect(backLink().getAttribute('href')).toBe('/payment-method/monthly?contractId=7');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      scrollTo.mockRestore();
    });

    it('map insufficient funds to our own words', async () => {
      renderRoutes(routes, '/fail-payment/insufficient_funds?for=payment');
      expect(
        await screen.findByText(
          'The card does not have enough funds available. Try another card, or call your bank.',
          {},
          { timeout: 4000 },
        ),
      ).toBeTruthy();
      // Opened without the tab that started it: payments, not the profile.
      expect(backLink().textContent).toBe('Back to payments');
      expect(backLink().getAttribute('href')).toBe('/my-vida-vacations-payments');
    });

    it('say a reply that could not be verified recorded nothing', async () => {
      renderRoutes(routes, '/fail-payment/unverified');
      expect(
        await screen.findByText(/nothing was recorded: no payment and no saved card/, {}, { timeout: 4000 }),
      ).toBeTruthy();
      expect(heading(1)).toBe('Nothing recorded');
      expect(heading(2)).toBe('Nothing was recorded');
    });

    it('lead back to the payment after a card added from it was saved', async () => {
      rememberCheckoutOrigin('/payment-method/down?contractId=3');
      renderRoutes(routes, '/success-tokenization');
      expect(await screen.findByText('Your card is saved', {}, { timeout: 4000 })).toBeTruthy();
      expect(backLink().textContent).toBe('Back to the payment');
      expect(backLink().getAttribute('href')).toBe('/payment-method/down?contractId=3');
    });
  });

  describe('in Spanish', () => {
    beforeEach(async () => {
      await resetApp('es');
      saveSession(signedInSession());
      api('es');
    });

    it('show the cancelled text of a card save, titled as one', async () => {
      renderRoutes(routes, '/cancelled-payment/cancelled');
      expect(
        await screen.findByText('Cancelaste antes de que se guardara la tarjeta.', {}, { timeout: 4000 }),
      ).toBeTruthy();
      expect(heading(1)).toBe('Guardar tu tarjeta');
      expect(heading(2)).toBe('La tarjeta no se guardó');
    });

    it('title a cancelled payment as one', async () => {
      rememberCheckoutOrigin('/payment-method/monthly?contractId=7');
      renderRoutes(routes, '/cancelled-payment/cancelled?for=payment');
      expect(
        await screen.findByText(
          'Cancelaste en la página del proveedor de tarjetas. No se hizo ningún cargo.',
          {},
          { timeout: 4000 },
        ),
      ).toBeTruthy();
      expect(heading(1)).toBe('Pago cancelado');
      expect(heading(2)).toBe('Cancelaste el pago');
      expect(document.title).toBe('Pago cancelado · Portal Vida');
      expect(backLink().textContent).toBe('Volver al pago');
    });
  });
});
