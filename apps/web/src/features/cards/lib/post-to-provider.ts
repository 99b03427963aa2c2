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

/** Where the result pages lead back to: the page the member left for the provider. */
export function rememberCheckoutOrigin(path: string): void {
  sessionStorage.setItem(ORIGIN_KEY, path);
}

export function checkoutOrigin(fallback: string): string {
  const path = sessionStorage.getItem(ORIGIN_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
