import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config.ts';
import { OUTCOME_AMOUNTS, type Outcome, REASON_MESSAGES, REST_REASONS, STATUS_OF } from './outcomes.ts';
import type { ChargeRecord, SandboxStore } from './store.ts';

/** A JSON body and the exact bytes it came as (the Digest header is over those bytes). */
interface RawJson {
  raw: string;
  json: unknown;
}

const SKEW_MS = 15 * 60_000;
/** A saved card's charge with this security code fails the CVN check (README: test cards and outcomes). */
export const DECLINED_CVN = '000';

/**
 * Checks the REST API's HTTP signature (hosted-checkout.md, "REST token charge"), written apart from the
 * portal's signer so that a mistake in one does not hide in both: the merchant id and key id must be the
 * profile's, the Date recent, the Digest the body's SHA-256, and the signature the HMAC-SHA256 (key: the
 * base64-decoded shared secret) of the named headers, in order, as `name: value` lines.
 */
export function verifyHttpSignature(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  rawBody: string,
  rest: SandboxConfig['rest'],
  now: number,
): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const signature = header('signature');
  if (!signature || header('v-c-merchant-id') !== rest.merchantId) return false;
  const params = Object.fromEntries(
    [...signature.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  if (
    params.keyid !== rest.keyId ||
    params.algorithm !== 'HmacSHA256' ||
    !params.headers ||
    !params.signature
  )
    return false;
  const date = Date.parse(header('date') ?? '');
  if (Number.isNaN(date) || Math.abs(now - date) > SKEW_MS) return false;
  const names = params.headers.split(' ');
  const required = ['host', 'date', '(request-target)', 'v-c-merchant-id'];
  if (request.method !== 'GET') required.push('digest');
  if (!required.every((name) => names.includes(name))) return false;
  if (request.method !== 'GET') {
    const digest = `SHA-256=${createHash('sha256').update(rawBody, 'utf8').digest('base64')}`;
    if (header('digest') !== digest) return false;
  }
  const lines = names.map((name) =>
    name === '(request-target)'
      ? `(request-target): ${request.method.toLowerCase()} ${request.url}`
      : `${name}: ${header(name) ?? ''}`,
  );
  const expected = createHmac('sha256', Buffer.from(rest.secret, 'base64'))
    .update(lines.join('\n'), 'utf8')
    .digest();
  const given = Buffer.from(params.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

function path(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The REST payments API for saved tokens: `POST /pts/v2/payments` charges a token (decisions by magic amount,
 * README: test cards and outcomes), `POST /tss/v2/searches` finds charges by the merchant's reference (how the
 * portal settles a charge whose answer it never got), and `GET /sandbox/charges` lists them for tests and
 * drills. SANDBOX_CHARGE_DELAY_MS and SANDBOX_SEARCH_DELAY_MS make it a slow provider: a charge is made when
 * its delay is over, and searchable only the search delay after that.
 * Like a real provider it does not refuse a second charge with the same reference: exactly-once is the
 * merchant's job, and the tests count the charges here.
 */
export function registerRestPayments(
  app: FastifyInstance,
  config: SandboxConfig,
  store: SandboxStore,
  now: () => Date,
): void {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => {
      try {
        done(null, { raw: String(body), json: JSON.parse(String(body)) } satisfies RawJson);
      } catch {
        done(null, { raw: String(body), json: undefined } satisfies RawJson);
      }
    },
  );

  const authenticated = (request: FastifyRequest, reply: FastifyReply): unknown => {
    const body = request.body as RawJson | undefined;
    if (!verifyHttpSignature(request, body?.raw ?? '', config.rest, now().getTime())) {
      void reply.code(401).send({ response: { rmsg: 'Authentication Failed' } });
      return undefined;
    }
    return body?.json ?? null;
  };

  app.post('/pts/v2/payments', async (request, reply) => {
    const body = authenticated(request, reply);
    if (body === undefined) return reply;
    const reference = text(path(body, 'clientReferenceInformation', 'code'));
    const token =
      text(path(body, 'paymentInformation', 'legacyToken', 'id')) ??
      text(path(body, 'paymentInformation', 'customer', 'id'));
    const amount = text(path(body, 'orderInformation', 'amountDetails', 'totalAmount'));
    const currency = text(path(body, 'orderInformation', 'amountDetails', 'currency'));
    const cvn = text(path(body, 'paymentInformation', 'card', 'securityCode'));
    const fingerprint = text(path(body, 'deviceInformation', 'fingerprintSessionId'));
    const initiator = path(body, 'processingInformation', 'authorizationOptions', 'initiator');
    // A charge without the card's security code is one the merchant starts on a stored credential (AutoPay's
    // instalments): it must say so, and a merchant-initiated charge never carries a CVV (no cardholder there).
    const merchantInitiated =
      path(initiator, 'type') === 'merchant' && path(initiator, 'storedCredentialUsed') === true;
    const invalid = [
      !reference || reference.length > 50 ? 'clientReferenceInformation.code' : null,
      !token ? 'paymentInformation.legacyToken.id' : null,
      !amount || !/^\d{1,10}\.\d{2}$/.test(amount) || Number(amount) <= 0
        ? 'orderInformation.amountDetails.totalAmount'
        : null,
      !currency || !/^[A-Z]{3}$/.test(currency) ? 'orderInformation.amountDetails.currency' : null,
      cvn !== undefined && !/^\d{3,4}$/.test(cvn) ? 'paymentInformation.card.securityCode' : null,
      (cvn === undefined) !== merchantInitiated
        ? cvn === undefined
          ? 'processingInformation.authorizationOptions.initiator'
          : 'paymentInformation.card.securityCode'
        : null,
      // The session id alone (Device Fingerprinting Guide: String (88), letters, digits, - and _).
      fingerprint !== undefined && !/^[\w-]{1,88}$/.test(fingerprint)
        ? 'deviceInformation.fingerprintSessionId'
        : null,
    ].filter((field): field is string => field !== null);
    if (invalid.length > 0 || !reference || !token || !amount || !currency) {
      return reply.code(400).send({
        status: 'INVALID_REQUEST',
        reason: 'MISSING_FIELD',
        message: 'Declined - The request is missing one or more fields',
        details: invalid.map((field) => ({ field, reason: 'INVALID_DATA' })),
      });
    }
    const submitted = now();
    if (config.chargeDelayMs > 0) await new Promise((r) => setTimeout(r, config.chargeDelayMs));
    const stored = store.token(token);
    const outcome: Outcome = !stored?.active
      ? { decision: 'DECLINE', reasonCode: '231' }
      : (OUTCOME_AMOUNTS[amount] ??
        (cvn === DECLINED_CVN ? { decision: 'DECLINE', reasonCode: '230' } : undefined) ?? {
          decision: 'ACCEPT',
          reasonCode: '100',
        });
    const charge: ChargeRecord = {
      id: digits(22),
      reference,
      token,
      amount,
      currency,
      status: STATUS_OF[outcome.decision],
      reasonCode: outcome.reasonCode,
      submitTimeUtc: submitted.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      completedAt: now().toISOString(),
      ...(fingerprint ? { fingerprintSessionId: fingerprint } : {}),
      ...(merchantInitiated ? { initiator: 'merchant' as const } : {}),
    };
    store.recordCharge(charge);
    // With its request log on (not SANDBOX_QUIET), the line ties this request's id, and so its response
    // time, to the merchant's reference: the write bench takes the provider's share of each payment from it.
    request.log.info({ reference }, 'token charge');
    const message = REASON_MESSAGES[outcome.reasonCode] ?? '';
    if (outcome.decision === 'ERROR') {
      return reply.code(502).send({ status: 'SERVER_ERROR', reason: 'SYSTEM_ERROR', message });
    }
    return reply.code(201).send({
      id: charge.id,
      submitTimeUtc: charge.submitTimeUtc,
      status: charge.status,
      clientReferenceInformation: { code: reference },
      ...(outcome.decision === 'ACCEPT' || outcome.decision === 'REVIEW'
        ? {
            orderInformation: { amountDetails: { authorizedAmount: amount, currency } },
            processorInformation: { approvalCode: digits(6), responseCode: '00' },
            paymentInformation: {
              card: { type: stored?.cardType ?? '', suffix: stored?.maskedNumber.slice(-4) ?? '' },
            },
          }
        : {
            errorInformation: { reason: REST_REASONS[outcome.reasonCode] ?? 'PROCESSOR_DECLINED', message },
          }),
    });
  });

  app.post('/tss/v2/searches', async (request, reply) => {
    const body = authenticated(request, reply);
    if (body === undefined) return reply;
    const query = text(path(body, 'query')) ?? '';
    const match = /^clientReferenceInformation\.code:([\w-]{1,50})$/.exec(query);
    if (!match?.[1]) {
      return reply.code(400).send({ status: 'INVALID_REQUEST', reason: 'INVALID_DATA', message: 'query' });
    }
    // A completed charge is searchable only after the search delay (a record without completedAt predates it).
    const searchableBefore = now().getTime() - config.searchDelayMs;
    const visible = store
      .chargesByReference(match[1])
      .filter((charge) => Date.parse(charge.completedAt ?? charge.submitTimeUtc) <= searchableBefore);
    const summaries = visible.map((charge) => ({
      id: charge.id,
      submitTimeUtc: charge.submitTimeUtc,
      clientReferenceInformation: { code: charge.reference },
      applicationInformation: { reasonCode: charge.reasonCode, status: charge.status },
      orderInformation: { amountDetails: { totalAmount: charge.amount, currency: charge.currency } },
    }));
    return reply.code(201).send({
      searchId: digits(12),
      totalCount: summaries.length,
      _embedded: { transactionSummaries: summaries },
    });
  });

  // For tests and developers: every charge (token charges and hosted sales), or those of one reference (no card
  // data in them).
  app.get<{ Querystring: { reference?: string } }>('/sandbox/charges', async (request) => {
    const { reference } = request.query;
    return { charges: reference ? store.chargesByReference(reference) : store.allCharges() };
  });
}
