import { randomBytes, randomInt } from 'node:crypto';
import { luhnValid } from '@vida/shared';
import type { SandboxConfig } from './config.ts';
import {
  CANCEL_MESSAGE,
  CARD_TYPE_NAMES,
  cardTypeOf,
  type Outcome,
  outcomeFor,
  REASON_MESSAGES,
  STATUS_OF,
} from './outcomes.ts';
import { type Fields, signReply, verifies } from './signature.ts';
import type { SandboxStore } from './store.ts';

export type Endpoint = 'pay' | 'token/create' | 'token/update';

/** transaction_type values each endpoint takes (WM Table 6). */
const TRANSACTION_TYPES: Record<Endpoint, readonly string[]> = {
  'token/create': ['create_payment_token'],
  'token/update': ['update_payment_token'],
  pay: [
    'authorization',
    'sale',
    'authorization,create_payment_token',
    'sale,create_payment_token',
    'authorization,update_payment_token',
    'sale,update_payment_token',
  ],
};

const ALWAYS_REQUIRED = [
  'access_key',
  'profile_id',
  'transaction_uuid',
  'signed_field_names',
  'signed_date_time',
  'locale',
  'transaction_type',
  'reference_number',
  'payment_method',
];
const BILL_TO = [
  'bill_to_forename',
  'bill_to_surname',
  'bill_to_email',
  'bill_to_address_line1',
  'bill_to_address_city',
  'bill_to_address_country',
];
/** Fields a request may carry without signing them (the card itself). */
const UNSIGNABLE = new Set(['card_number', 'card_cvn', 'signature']);
/** The documented clock skew is unknown (hosted-checkout.md): the sandbox allows 15 minutes either way. */
const SKEW_MS = 15 * 60_000;

export type RequestCheck =
  /** Unknown profile or access key, or a signature that does not match: HTTP 403, nothing else. */
  | { kind: 'forbidden' }
  /** A signed reply at once (ERROR 102 or 104), without showing the card form. */
  | { kind: 'reply'; outcome: Outcome; extra: Fields }
  | { kind: 'ok' };

const isUpdate = (fields: Fields) => (fields.transaction_type ?? '').includes('update_payment_token');
const isCreate = (fields: Fields) => (fields.transaction_type ?? '').includes('create_payment_token');
const isPayment = (endpoint: Endpoint) => endpoint === 'pay';

function parseSignedDateTime(value: string | undefined): number | null {
  if (!value || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

/** Checks a request as the provider does before showing its page (or charging, for Silent Order POST). */
export function checkRequest(
  endpoint: Endpoint,
  fields: Fields,
  config: SandboxConfig,
  store: SandboxStore,
  hosted: boolean,
  now: number,
): RequestCheck {
  const { profile } = config;
  if (fields.access_key !== profile.accessKey || fields.profile_id !== profile.profileId)
    return { kind: 'forbidden' };
  if (!verifies(fields, profile.secretKey)) return { kind: 'forbidden' };
  const signed = new Set((fields.signed_field_names ?? '').split(','));
  // Everything but the card must be signed: an unsigned amount could be changed on the way.
  const unsigned = Object.keys(fields).filter((name) => !signed.has(name) && !UNSIGNABLE.has(name));
  const allowedUnsigned = new Set((fields.unsigned_field_names ?? '').split(',').filter(Boolean));
  if (unsigned.some((name) => !allowedUnsigned.has(name))) return { kind: 'forbidden' };

  const required = [...ALWAYS_REQUIRED];
  if (isPayment(endpoint) || isCreate(fields)) required.push('amount', 'currency', ...BILL_TO);
  if (isUpdate(fields)) required.push('payment_token');
  if (hosted && endpoint === 'token/update') required.push('allow_payment_token_update');
  const missing = required.filter((name) => !fields[name]);
  if (missing.length > 0) {
    return {
      kind: 'reply',
      outcome: { decision: 'ERROR', reasonCode: '102' },
      extra: { required_fields: missing.join(',') },
    };
  }

  const invalid: string[] = [];
  if (!TRANSACTION_TYPES[endpoint].includes(fields.transaction_type ?? '')) invalid.push('transaction_type');
  if (fields.payment_method !== 'card') invalid.push('payment_method');
  const signedAt = parseSignedDateTime(fields.signed_date_time);
  if (signedAt === null || Math.abs(now - signedAt) > SKEW_MS) invalid.push('signed_date_time');
  if (fields.amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(fields.amount)) invalid.push('amount');
  if (fields.currency !== undefined && !/^[A-Z]{3}$/.test(fields.currency)) invalid.push('currency');
  if (isUpdate(fields) && !store.token(fields.payment_token ?? '')?.active) invalid.push('payment_token');
  if (hosted && endpoint === 'token/update' && fields.allow_payment_token_update !== 'true') {
    invalid.push('allow_payment_token_update');
  }
  if ((fields.transaction_uuid ?? '').length > 50) invalid.push('transaction_uuid');

  // A reused uuid is refused whatever else is wrong (WM reason 104); a new one is now used.
  if (!store.claimUuid(profile.accessKey, fields.transaction_uuid ?? '')) {
    return { kind: 'reply', outcome: { decision: 'ERROR', reasonCode: '104' }, extra: {} };
  }
  if (invalid.length > 0) {
    return {
      kind: 'reply',
      outcome: { decision: 'ERROR', reasonCode: '102' },
      extra: { invalid_fields: invalid.join(',') },
    };
  }
  return { kind: 'ok' };
}

export interface CardEntry {
  card_type?: string | undefined;
  card_number?: string | undefined;
  card_expiry_date?: string | undefined;
  card_cvn?: string | undefined;
}

/** Form fields the customer must correct before anything is sent (the hosted page says which). */
export type CardError = 'card_type' | 'card_number' | 'card_expiry_date' | 'card_cvn';

export interface CheckedCard {
  type: string;
  /** Digits only; null on an update that keeps the stored number. */
  number: string | null;
  expiry: string;
}

/**
 * The card as the customer typed it. The number may be left out on an update (the stored card keeps its
 * number) and on a token payment; the CVN is asked whenever a number is, and for every payment.
 */
export function checkCard(
  entry: CardEntry,
  context: { numberOptional: boolean; cvnRequired: boolean; stored?: { cardType: string; expiry: string } },
  now: Date,
): { errors: CardError[] } | { card: CheckedCard } {
  const errors: CardError[] = [];
  const number = (entry.card_number ?? '').replace(/[\s-]/g, '');
  const type = entry.card_type || context.stored?.cardType || '';
  if (!CARD_TYPE_NAMES[type]) errors.push('card_type');
  if (number === '' && !context.numberOptional) errors.push('card_number');
  if (number !== '' && (!/^\d{13,19}$/.test(number) || !luhnValid(number) || cardTypeOf(number) !== type)) {
    errors.push('card_number');
  }
  const expiry = entry.card_expiry_date || context.stored?.expiry || '';
  const match = /^(0[1-9]|1[0-2])-(\d{4})$/.exec(expiry);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!match || Number(match[2]) * 12 + Number(match[1]) - 1 < thisMonth) errors.push('card_expiry_date');
  const cvn = entry.card_cvn ?? '';
  const cvnLength = type === '003' ? 4 : 3;
  const cvnNeeded = context.cvnRequired || number !== '';
  if ((cvnNeeded || cvn !== '') && !new RegExp(`^\\d{${cvnLength}}$`).test(cvn)) errors.push('card_cvn');
  if (errors.length > 0) return { errors };
  return { card: { type, number: number === '' ? null : number, expiry } };
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
/** `2016-04-07T14:06:37Z` */
const isoSeconds = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;
/** `2016-04-07T140637Z` (auth_time's own format) */
const authTime = (at: Date) =>
  isoSeconds(at)
    .replace(/:/g, '')
    .replace(/^(\d{4})(\d\d)(\d\d)/, '$1-$2-$3');

/** Every request field echoed as `req_*`, the card number masked and the CVN left out. */
function echo(request: Fields, card: CheckedCard | null): Fields {
  const out: Fields = {};
  for (const [name, value] of Object.entries(request)) {
    if (name === 'signature' || name === 'card_cvn' || name === 'card_number') continue;
    out[`req_${name}`] = value;
  }
  if (card) {
    if (card.number) out.req_card_number = `${'x'.repeat(card.number.length - 4)}${card.number.slice(-4)}`;
    out.req_card_type = card.type;
    out.req_card_expiry_date = card.expiry;
  }
  return out;
}

/**
 * Decides a checked request and card, keeps the token it creates or updates, and answers the signed reply
 * (WM Appendix A: reply fields).
 */
export function decide(
  request: Fields,
  card: CheckedCard,
  store: SandboxStore,
  config: SandboxConfig,
  now: Date,
): Fields {
  const stored = request.payment_token ? store.token(request.payment_token) : undefined;
  const outcome = outcomeFor(card.number, request.amount);
  const reply: Fields = {
    ...echo(request, card),
    decision: outcome.decision,
    reason_code: outcome.reasonCode,
    message: REASON_MESSAGES[outcome.reasonCode] ?? '',
    transaction_id: digits(22),
    request_token: randomBytes(48).toString('base64'),
    card_type_name: CARD_TYPE_NAMES[card.type] ?? '',
  };
  const approved = outcome.decision === 'ACCEPT' || outcome.decision === 'REVIEW';
  if (approved && (isCreate(request) || isUpdate(request))) {
    const at = now.toISOString();
    const token = isUpdate(request) && stored ? stored.token : digits(22);
    const masked = card.number
      ? `${'x'.repeat(card.number.length - 4)}${card.number.slice(-4)}`
      : (stored?.maskedNumber ?? '');
    store.putToken({
      token,
      cardType: card.type,
      maskedNumber: masked,
      expiry: card.expiry,
      holder:
        `${request.bill_to_forename ?? ''} ${request.bill_to_surname ?? ''}`.trim() || (stored?.holder ?? ''),
      active: true,
      createdAt: stored?.createdAt ?? at,
      updatedAt: at,
    });
    reply.payment_token = token;
    if (!card.number && stored) reply.req_card_number = stored.maskedNumber;
  } else if (request.payment_token) {
    reply.payment_token = request.payment_token;
  }
  const charges =
    request.transaction_type !== 'create_payment_token' &&
    request.transaction_type !== 'update_payment_token';
  if (charges) {
    // A hosted sale is a charge like a token charge: the merchant finds it by its reference (search, drills).
    store.recordCharge({
      id: reply.transaction_id ?? digits(22),
      reference: request.reference_number ?? '',
      token: reply.payment_token ?? '',
      amount: Number(request.amount ?? '0').toFixed(2),
      currency: request.currency ?? '',
      status: STATUS_OF[outcome.decision],
      reasonCode: outcome.reasonCode,
      submitTimeUtc: isoSeconds(now),
      completedAt: now.toISOString(),
      ...(request.device_fingerprint_id ? { fingerprintSessionId: request.device_fingerprint_id } : {}),
    });
  }
  if (approved && charges) {
    Object.assign(reply, {
      auth_amount: request.amount ?? '',
      auth_code: digits(6),
      auth_avs_code: 'Y',
      auth_avs_code_raw: 'Y',
      auth_cv_result: outcome.reasonCode === '230' ? 'N' : 'M',
      auth_response: outcome.reasonCode === '100' ? '00' : '05',
      auth_time: authTime(now),
      auth_trans_ref_no: digits(12),
    });
  }
  return finish(reply, config, now);
}

/** The reply to a request refused before the card form (ERROR 102 / 104). */
export function errorReply(
  request: Fields,
  outcome: Outcome,
  extra: Fields,
  config: SandboxConfig,
  now: Date,
): Fields {
  return finish(
    {
      ...echo(request, null),
      decision: outcome.decision,
      reason_code: outcome.reasonCode,
      message: REASON_MESSAGES[outcome.reasonCode] ?? '',
      transaction_id: digits(22),
      ...extra,
    },
    config,
    now,
  );
}

/** The customer pressed Cancel: no transaction id, no reason code (hosted-checkout.md). */
export function cancelReply(request: Fields, config: SandboxConfig, now: Date): Fields {
  return finish({ ...echo(request, null), decision: 'CANCEL', message: CANCEL_MESSAGE }, config, now);
}

function finish(reply: Fields, config: SandboxConfig, now: Date): Fields {
  // `request_token` and `payment_token` close the signed list before its own names, as real replies do.
  const { request_token, payment_token, ...rest } = reply;
  const ordered: Fields = { ...rest };
  if (request_token !== undefined) ordered.request_token = request_token;
  if (payment_token !== undefined) ordered.payment_token = payment_token;
  return { ...signReply(ordered, config.profile.secretKey, isoSeconds(now)), utf8: '✓' };
}

/** Where the browser takes a reply: the request's override, else the profile's page. */
export function replyTarget(request: Fields, reply: Fields, config: SandboxConfig): string {
  if (reply.decision === 'CANCEL') return request.override_custom_cancel_page || config.cancelUrl;
  return request.override_custom_receipt_page || config.receiptUrl;
}
