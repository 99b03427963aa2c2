import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const CLUB = clubOf({ club_site_url: 'https://club.example/benefits' });

const FAQS = [
  {
    id: 1,
    question: 'How do I request a stay?',
    answer: '<p>Use the <a href="/contact">contact page</a>.</p>',
  },
  { id: 2, question: 'How do exchanges work?', answer: '<ul><li>Deposit a week</li></ul>' },
];

function api() {
  return serveApi(...memberBasics({ profile: profileOf({ language_id: 'en' }), club: CLUB, faqs: FAQS }));
}

describe('club pages', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api();
  });

  it('About: eight benefits and the English video with controls, poster and captions', async () => {
    renderRoutes(routes, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About Vida' }, { timeout: 4000 });
    const benefits = screen.getByRole('region', { name: 'What your membership includes' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(8);
    await waitFor(() => expect(document.querySelector('main video')).not.toBeNull());
    const video = document.querySelector('main video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/media/what-it-is-en-poster.jpg');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('/media/what-it-is-en.mp4');
    expect(video?.querySelector('track')?.getAttribute('src')).toBe('/media/what-it-is-en.vtt');
    expect(video?.hasAttribute('crossorigin')).toBe(false);
  });

  it('FAQs: an answer opens as HTML, and its links to the portal stay in the app', async () => {
    const user = setupUser();
    const { router } = renderRoutes(routes, '/FAQs');
    const question = await screen.findByRole(
      'button',
      { name: 'How do I request a stay?' },
      { timeout: 4000 },
    );
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const link = await screen.findByRole('link', { name: 'contact page' });
    expect(link.closest('p')).not.toBeNull();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('Club benefits: the logo and the configured site, in a new tab that is announced', async () => {
    renderRoutes(routes, '/club-freedom-benefits');
    await screen.findByRole('heading', { level: 1, name: 'Club benefits' }, { timeout: 4000 });
    expect(screen.getByRole('img', { name: 'Club Freedom' })).toBeTruthy();
    // jsdom joins the hidden words without the space a browser keeps (the browser journey checks the exact name).
    const site = await screen.findByRole('link', {
      name: /^Go to the Club Freedom site\s*\(opens in a new tab\)$/,
    });
    expect(site.getAttribute('href')).toBe('https://club.example/benefits');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
