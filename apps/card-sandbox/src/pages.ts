import { type Language, languageFrom } from '@vida/shared';
import type { CardError } from './checkout.ts';
import { CARD_TYPE_NAMES } from './outcomes.ts';
import type { Fields } from './signature.ts';

const TEXT = {
  en: {
    title: 'Secure card entry',
    sandbox: 'Sandbox card provider — test cards only, no real charges.',
    saveCard: 'Save your card',
    updateCard: 'Update your card',
    pay: 'Pay',
    amount: 'Amount',
    billedTo: 'Billing details',
    cardType: 'Card type',
    cardNumber: 'Card number',
    cardNumberKeep: 'Card number (leave empty to keep {{masked}})',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    cvn: 'Security code (CVN)',
    submit: 'Submit',
    cancel: 'Cancel',
    errorsTitle: 'Please correct the marked fields.',
    errors: {
      card_type: 'Choose the card type.',
      card_number: 'Enter a valid card number of the chosen type.',
      card_expiry_date: 'Enter an expiry date that has not passed.',
      card_cvn: 'Enter the security code on the card.',
    } satisfies Record<CardError, string>,
    continue: 'Continue',
    redirecting: 'Taking you back to the merchant…',
    forbiddenTitle: 'Access denied',
    forbidden: 'The request could not be authenticated. Its signature or credentials are not valid.',
    expiredTitle: 'This checkout has expired',
    expired: 'Return to the merchant’s site and start again.',
  },
  es: {
    title: 'Captura segura de tarjeta',
    sandbox: 'Proveedor de tarjetas de prueba: solo tarjetas de prueba, sin cargos reales.',
    saveCard: 'Guarda tu tarjeta',
    updateCard: 'Actualiza tu tarjeta',
    pay: 'Pagar',
    amount: 'Monto',
    billedTo: 'Datos de facturación',
    cardType: 'Tipo de tarjeta',
    cardNumber: 'Número de tarjeta',
    cardNumberKeep: 'Número de tarjeta (déjalo vacío para conservar {{masked}})',
    expiryMonth: 'Mes de vencimiento',
    expiryYear: 'Año de vencimiento',
    cvn: 'Código de seguridad (CVN)',
    submit: 'Enviar',
    cancel: 'Cancelar',
    errorsTitle: 'Corrige los campos marcados.',
    errors: {
      card_type: 'Elige el tipo de tarjeta.',
      card_number: 'Escribe un número de tarjeta válido del tipo elegido.',
      card_expiry_date: 'Escribe una fecha de vencimiento que no haya pasado.',
      card_cvn: 'Escribe el código de seguridad de la tarjeta.',
    } satisfies Record<CardError, string>,
    continue: 'Continuar',
    redirecting: 'Te estamos regresando al sitio del comercio…',
    forbiddenTitle: 'Acceso denegado',
    forbidden: 'No se pudo autenticar la solicitud. Su firma o sus credenciales no son válidas.',
    expiredTitle: 'Este cobro expiró',
    expired: 'Regresa al sitio del comercio y empieza de nuevo.',
  },
} as const;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#eef1f5;color:#1b2430}
main{max-width:520px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 8px}
.note{background:#fff4d6;border-radius:8px;padding:8px 12px;font-size:.875rem;margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 4px}
input,select{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #6b7785;border-radius:6px}
[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.error{color:#b3261e;font-size:.875rem;margin:4px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1}
.actions{display:flex;gap:12px;margin-top:24px;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:10px 20px;border-radius:6px;border:2px solid #1f4e8c;cursor:pointer}
.primary{background:#1f4e8c;color:#fff}.secondary{background:#fff;color:#1f4e8c}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:600}dd{margin:0}
`;

function page(lang: Language, title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface CardFormOptions {
  checkoutId: string;
  request: Fields;
  mode: 'create' | 'update' | 'pay';
  /** The stored card on an update or token payment (`xxxx…1111`). */
  storedMasked: string | null;
  numberOptional: boolean;
  errors: CardError[];
  /** What the customer typed before (never the number or CVN: those are typed again). */
  previous: { card_type?: string | undefined; month?: string | undefined; year?: string | undefined };
  nonce: string;
  now: Date;
}

/** The hosted page's own card form: the card goes to the sandbox only, never to the merchant. */
export function cardFormPage(o: CardFormOptions): string {
  const lang = languageFrom(o.request.locale);
  const t = TEXT[lang];
  const heading = o.mode === 'create' ? t.saveCard : o.mode === 'update' ? t.updateCard : t.pay;
  const invalid = (field: CardError) => o.errors.includes(field);
  const describe = (field: CardError) =>
    invalid(field) ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const errorText = (field: CardError) =>
    invalid(field) ? `<p class="error" id="${field}-error">${escapeHtml(t.errors[field])}</p>` : '';
  const year = o.now.getUTCFullYear();
  const types = Object.entries(CARD_TYPE_NAMES)
    .map(
      ([code, name]) =>
        `<option value="${code}"${(o.previous.card_type ?? '001') === code ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
    .map((m) => `<option${o.previous.month === m ? ' selected' : ''}>${m}</option>`)
    .join('');
  const years = Array.from({ length: 11 }, (_, i) => String(year + i))
    .map((y) => `<option${o.previous.year === y ? ' selected' : ''}>${y}</option>`)
    .join('');
  const r = o.request;
  const billing = [r.bill_to_forename, r.bill_to_surname].filter(Boolean).join(' ');
  const address = [r.bill_to_address_line1, r.bill_to_address_city, r.bill_to_address_country]
    .filter(Boolean)
    .join(', ');
  const numberLabel =
    o.numberOptional && o.storedMasked
      ? t.cardNumberKeep.replace('{{masked}}', o.storedMasked)
      : t.cardNumber;
  const body = `<div class="card">
<h1>${escapeHtml(heading)}</h1>
<p class="note">${escapeHtml(t.sandbox)}</p>
${o.errors.length > 0 ? `<p class="error" role="alert">${escapeHtml(t.errorsTitle)}</p>` : ''}
<dl>
${r.amount && o.mode === 'pay' ? `<dt>${t.amount}</dt><dd>${escapeHtml(r.amount)} ${escapeHtml(r.currency ?? '')}</dd>` : ''}
${billing ? `<dt>${t.billedTo}</dt><dd>${escapeHtml(billing)}${address ? `<br>${escapeHtml(address)}` : ''}</dd>` : ''}
</dl>
<form method="post" action="/checkout/${o.checkoutId}" autocomplete="on" novalidate>
<label for="card_type">${t.cardType}</label>
<select id="card_type" name="card_type"${describe('card_type')}>${types}</select>${errorText('card_type')}
<label for="card_number">${escapeHtml(numberLabel)}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"${o.numberOptional ? '' : ' required'}${describe('card_number')}>${errorText('card_number')}
<div class="row"><div><label for="card_expiry_month">${t.expiryMonth}</label>
<select id="card_expiry_month" name="card_expiry_month" autocomplete="cc-exp-month"${describe('card_expiry_date')}>${months}</select></div>
<div><label for="card_expiry_year">${t.expiryYear}</label>
<select id="card_expiry_year" name="card_expiry_year" autocomplete="cc-exp-year"${describe('card_expiry_date')}>${years}</select></div></div>
${errorText('card_expiry_date')}
<label for="card_cvn">${t.cvn}</label>
<input id="card_cvn" name="card_cvn" inputmode="numeric" autocomplete="cc-csc"${describe('card_cvn')}>${errorText('card_cvn')}
<div class="actions"><button class="primary" type="submit" name="action" value="submit">${t.submit}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button></div>
</form></div>`;
  return page(lang, t.title, body, o.nonce);
}

/** The signed reply, posted on by the browser at once (a button remains without JavaScript). */
export function replyPage(locale: string | undefined, target: string, reply: Fields, nonce: string): string {
  const lang = languageFrom(locale);
  const t = TEXT[lang];
  const inputs = Object.entries(reply)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body = `<div class="card"><p>${t.redirecting}</p>
<form id="reply" method="post" action="${escapeHtml(target)}">${inputs}
<button class="primary" type="submit">${t.continue}</button></form></div>
<script nonce="${nonce}">document.getElementById('reply').submit();</script>`;
  return page(lang, t.title, body, nonce);
}

export function forbiddenPage(locale: string | undefined, nonce: string): string {
  const t = TEXT[languageFrom(locale)];
  return page(
    languageFrom(locale),
    t.forbiddenTitle,
    `<div class="card"><h1>${t.forbiddenTitle}</h1><p>${t.forbidden}</p></div>`,
    nonce,
  );
}

export function expiredPage(nonce: string): string {
  const t = TEXT.en;
  return page(
    'en',
    t.expiredTitle,
    `<div class="card"><h1>${t.expiredTitle}</h1><p>${t.expired}</p></div>`,
    nonce,
  );
}
