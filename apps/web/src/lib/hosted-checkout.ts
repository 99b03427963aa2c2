/**
 * The card provider's hosted pages, for the features that send the member there (saving a card, paying with a
 * new card) and the result pages they come back to.
 */

/**
 * Sends the member to the card provider's hosted page: a top-level form POST of the fields our API signed
 * (CSP form-action allows the provider's origin). The card is typed there, never on our pages.
 */
export function postToProvider(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const ORIGIN_KEY = 'vida.checkoutOrigin';

/** A path of ours (`/…`), never another origin's (`//host`, `https://…`): where a link may send the member. */
export function ownPath(path: string | null | undefined): string | null {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/**
 * Where the result pages lead back to: the page the member started from (the profile's cards, or the payment
 * they were making), kept in this tab while the provider's pages are open.
 */
export function rememberCheckoutOrigin(path: string): void {
  sessionStorage.setItem(ORIGIN_KEY, path);
}

const RETURN_STATES_KEY = 'vida.returnStates';

function returnStates(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(RETURN_STATES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The navigation state a page needs when the member comes back to it from the provider's pages (a new page
 * load has none): the payment form's contract and what was chosen on it.
 */
export function rememberReturnState(path: string, state: unknown): void {
  sessionStorage.setItem(RETURN_STATES_KEY, JSON.stringify({ ...returnStates(), [path]: state }));
}

/** The way back: the origin (or `fallback`) and the state remembered for it. */
export function checkoutOrigin(fallback: string): { path: string; state: unknown } {
  const path = ownPath(sessionStorage.getItem(ORIGIN_KEY)) ?? fallback;
  return { path, state: returnStates()[path] };
}

/** Edit Profile with its add-card form open, whose provider reply leads back to `returnTo` (a payment). */
export function addCardPath(editProfile: string, returnTo: string): string {
  return `${editProfile}?${new URLSearchParams({ addCard: '1', returnTo })}`;
}
