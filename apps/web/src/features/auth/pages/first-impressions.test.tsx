import { screen } from '@testing-library/react';
import { VerifyResultSchema } from '@vida/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { answer, serveApi } from '../../../test/api.ts';
import { renderRoutes, resetApp } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const LINK = '/account/verify/7/0123456789abcdef0123456789abcdef01234567?expires=4102444800&signature=ab';
const NOTICE = 'Have you updated your password?';

function verifyAnswers(previousApp: boolean) {
  serveApi(
    answer('put', '/account/verify/:id/:hash', VerifyResultSchema, {
      verified: true,
      email: 'new.owner@example.com',
      previous_app: previousApp,
    }),
  );
}

/** From the activation link to the login, as the member clicks through it. */
async function fromTheLinkToTheLogin() {
  const user = setupUser();
  renderRoutes(routes, LINK);
  await user.click(await screen.findByRole('link', { name: 'Log in now' }, { timeout: 4000 }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 4000 });
}

/** Lets a lazy notice that is on its way arrive before a test says it is not there. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

// Issue 29: the password notice is for owners coming from the previous app, not for every first visit.
describe('the password notice greets only owners from the previous app', () => {
  beforeAll(async () => {
    // Loaded up front, so a notice that should not open has had every chance to (it is a lazy chunk).
    await import('../components/password-notice-dialog.tsx');
    // jsdom has <dialog> without its modal methods: enough of them for the notice to open and close.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  beforeEach(async () => {
    await resetApp('en');
  });

  it('does not ask a just-verified new account whether it updated its password', async () => {
    verifyAnswers(false);
    await fromTheLinkToTheLogin();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('shows it to an owner from the previous app on their way from the activation link', async () => {
    verifyAnswers(true);
    await fromTheLinkToTheLogin();
    expect(await screen.findByRole('heading', { name: NOTICE }, { timeout: 4000 })).toBeTruthy();
  });

  it('does not show it to a visitor who opens the login page', async () => {
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 4000 });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
