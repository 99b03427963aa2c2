import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, tokenPair } from '../../../test/render.tsx';

const api = (language: 'en' | 'es') =>
  serveApi(...memberBasics({ profile: profileOf({ language_id: language }) }));

/** What a link anyone can write used to put on our page: base64url of its own text. */
const PHISHING = 'Your card is locked. Call +1 555 0100 to unlock it.';
const encoded = btoa(PHISHING).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the card checkout result pages', () => {
  describe('in English', () => {
    beforeEach(async () => {
      await resetApp('en');
      saveSession(tokenPair());
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
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Saving your card');
    });

    it('never show text from the URL', async () => {
      renderRoutes(routes, `/fail-payment/${encoded}`);
      expect(await screen.findByText('No further details were given.', {}, { timeout: 4000 })).toBeTruthy();
      expect(screen.queryByText(PHISHING)).toBeNull();
    });
  });

  it('show the cancelled text in Spanish', async () => {
    await resetApp('es');
    saveSession(tokenPair());
    api('es');
    renderRoutes(routes, '/cancelled-payment/cancelled');
    expect(
      await screen.findByText('Cancelaste antes de que se guardara la tarjeta.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Guardar tu tarjeta');
  });
});
