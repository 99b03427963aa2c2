import { httpSignatureHeaders } from '../../lib/http-signature.ts';

export interface ChargeRequest {
  /** Our order uuid: the merchant reference, by which the charge is found again. */
  reference: string;
  token: string;
  /**
   * The member's security code, passed through to the provider, never stored or logged. Absent on a
   * merchant-initiated charge (AutoPay), which the provider accepts without one only as a stored-credential
   * charge the merchant starts (`initiator`).
   */
  cvv?: string;
  /**
   * `merchant`: a charge the portal starts on the card the member stored and agreed to have charged (AutoPay's
   * instalments): sent as `processingInformation.authorizationOptions.initiator` {type merchant, stored
   * credential used} with the instalment commerce indicator, and without a CVV.
   */
  initiator?: 'member' | 'merchant';
  /** `1234.50` */
  amount: string;
  currency: string;
  /**
   * The device-fingerprint session id whose script ran on the member's page: the session id alone, the
   * provider adds the merchant id (REST `deviceInformation.fingerprintSessionId`). Not logged.
   */
  fingerprintSessionId?: string;
}

/**
 * What became of a charge. `unknown`: no trustworthy answer (timeout, network, a 5xx): the charge may or may
 * not exist, so the attempt stays pending and is settled by `find`.
 */
export type ChargeOutcome =
  | { kind: 'approved'; transactionId: string }
  | { kind: 'declined'; transactionId: string | null; reasonCode: string; message: string; review: boolean }
  | { kind: 'failed'; reasonCode: string; message: string }
  | { kind: 'unknown'; message: string };

/** What the provider knows of a reference: its charge's outcome, or that it never saw one. */
export type SettledOutcome = Exclude<ChargeOutcome, { kind: 'unknown' }>;
export type LookupOutcome = SettledOutcome | { kind: 'not_found' };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  find(reference: string): Promise<LookupOutcome | { kind: 'unknown'; message: string }>;
}

export interface RestGatewayOptions {
  /** `https://apitest.cybersource.com`, or the sandbox's origin. */
  endpoint: string;
  merchantId: string;
  keyId: string;
  secretBase64: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** REST statuses (hosted-checkout.md): AUTHORIZED is money taken; the review ones are not captured. */
function outcomeOfStatus(
  status: string,
  id: string | null,
  reasonCode: string,
  message: string,
): SettledOutcome {
  if (status === 'AUTHORIZED' || status === 'PARTIAL_AUTHORIZED')
    return { kind: 'approved', transactionId: id ?? '' };
  if (status === 'AUTHORIZED_PENDING_REVIEW' || status === 'PENDING_REVIEW')
    return { kind: 'declined', transactionId: id, reasonCode, message, review: true };
  if (status === 'SERVER_ERROR' || status === 'INVALID_REQUEST')
    return { kind: 'failed', reasonCode, message };
  return { kind: 'declined', transactionId: id, reasonCode, message, review: false };
}

/**
 * The provider's REST payments API with HTTP-signature authentication: `POST /pts/v2/payments` charges a
 * saved token (sent as `legacyToken.id`: Secure Acceptance tokens are subscription ids — hosted-checkout.md
 * says this mapping is unconfirmed for a real account) and `POST /tss/v2/searches` finds a charge by our
 * reference. The sandbox speaks the same API, so one client serves both (the sandbox is configuration).
 */
export function createRestGateway(options: RestGatewayOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = new URL(options.endpoint);

  async function post(path: string, body: Json): Promise<{ status: number; json: Json }> {
    const text = JSON.stringify(body);
    const { host: _host, ...headers } = httpSignatureHeaders({
      method: 'POST',
      host: base.host,
      target: path,
      date: now().toUTCString(),
      merchantId: options.merchantId,
      keyId: options.keyId,
      secretBase64: options.secretBase64,
      body: text,
    });
    const response = await doFetch(new URL(path, base), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { status: response.status, json: obj(await response.json().catch(() => ({}))) };
  }

  const unknown = (error: unknown) => ({
    kind: 'unknown' as const,
    message: error instanceof Error ? error.name : 'no answer',
  });

  return {
    async charge(request) {
      try {
        const { status, json } = await post('/pts/v2/payments', {
          clientReferenceInformation: { code: request.reference },
          processingInformation:
            request.initiator === 'merchant'
              ? {
                  capture: true,
                  commerceIndicator: 'install',
                  authorizationOptions: { initiator: { type: 'merchant', storedCredentialUsed: true } },
                }
              : { capture: true },
          paymentInformation: {
            legacyToken: { id: request.token },
            ...(request.cvv === undefined ? {} : { card: { securityCode: request.cvv } }),
          },
          orderInformation: { amountDetails: { totalAmount: request.amount, currency: request.currency } },
          ...(request.fingerprintSessionId
            ? { deviceInformation: { fingerprintSessionId: request.fingerprintSessionId } }
            : {}),
        });
        if (status >= 500 || status === 401 || status === 403)
          return { kind: 'unknown', message: `HTTP ${status}` };
        const error = obj(json.errorInformation);
        const message = str(error.message) || str(json.message);
        const reason = str(error.reason) || str(json.reason);
        if (status === 400) return { kind: 'failed', reasonCode: reason || '102', message };
        return outcomeOfStatus(str(json.status), str(json.id) || null, reason, message);
      } catch (error) {
        return unknown(error);
      }
    },

    async find(reference) {
      try {
        const { status, json } = await post('/tss/v2/searches', {
          query: `clientReferenceInformation.code:${reference}`,
          sort: 'submitTimeUtc:desc',
          limit: 10,
        });
        if (status !== 201 && status !== 200) return { kind: 'unknown', message: `HTTP ${status}` };
        const summaries = obj(json._embedded).transactionSummaries;
        const list = Array.isArray(summaries) ? summaries.map(obj) : [];
        // An approved charge wins: it is money taken whatever else happened under the reference.
        const outcomes = list.map((summary) => {
          const app = obj(summary.applicationInformation);
          const code = str(app.reasonCode);
          return outcomeOfStatus(str(app.status), str(summary.id) || null, code, code);
        });
        return outcomes.find((o) => o.kind === 'approved') ?? outcomes[0] ?? { kind: 'not_found' };
      } catch (error) {
        return unknown(error);
      }
    },
  };
}
