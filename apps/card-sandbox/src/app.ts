import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  type CardEntry,
  type CheckedCard,
  cancelReply,
  checkCard,
  checkRequest,
  decide,
  type Endpoint,
  errorReply,
  replyTarget,
} from './checkout.ts';
import type { SandboxConfig } from './config.ts';
import { cardFormPage, expiredPage, forbiddenPage, replyPage } from './pages.ts';
import { registerRestPayments } from './rest-payments.ts';
import type { Fields } from './signature.ts';
import { SandboxStore } from './store.ts';

export interface SandboxOptions {
  config: SandboxConfig;
  /** The clock (tests move it); defaults to the real one. */
  now?: () => Date;
  /** How the Merchant POST leaves (tests capture it); defaults to fetch. */
  postToMerchant?: (url: string, body: URLSearchParams) => Promise<number>;
}

const HOSTED: Endpoint[] = ['pay', 'token/create', 'token/update'];

function fieldsOf(body: unknown): Fields {
  const out: Fields = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const defaultPost = async (url: string, body: URLSearchParams) =>
  (await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) })).status;

/**
 * The sandbox provider's HTTP application: hosted pages, Silent Order POST, the device fingerprint script.
 * It answers HTML as the real pages do; errors in a request it can trust come back as signed replies to the
 * merchant's receipt page, anything it cannot trust gets a bare 403.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const post = options.postToMerchant ?? defaultPost;
  const store = new SandboxStore(config.dataDir, () => now().getTime());
  const app = Fastify({
    logger: config.quiet ? false : { level: 'info' },
    disableRequestLogging: config.quiet,
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = (
    reply: FastifyReply,
    status: number,
    nonce: string,
    formTarget: string | null,
    body: string,
  ) => {
    const formAction = formTarget ? `'self' ${new URL(formTarget).origin}` : `'self'`;
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(body);
  };

  /** The server-to-server copy of a reply (WM: Merchant POST URL), three tries; it never holds up the page. */
  const merchantPost = (reply: Fields) => {
    const url = config.merchantPostUrl;
    if (!url || reply.decision === 'CANCEL') return;
    const body = new URLSearchParams(reply);
    void (async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const status = await post(url, body);
          if (status >= 200 && status < 300) return;
          app.log.warn({ status, attempt }, 'merchant POST refused');
        } catch (error) {
          app.log.warn(
            { attempt, err: error instanceof Error ? error.message : String(error) },
            'merchant POST failed',
          );
        }
        await new Promise((r) => setTimeout(r, config.merchantPostRetryMs));
      }
    })();
  };

  const sendReply = (reply: FastifyReply, request: Fields, fields: Fields) => {
    merchantPost(fields);
    const target = replyTarget(request, fields, config);
    const nonce = randomBytes(16).toString('base64');
    return html(reply, 200, nonce, target, replyPage(request.locale, target, fields, nonce));
  };

  const mode = (endpoint: Endpoint) =>
    endpoint === 'pay' ? 'pay' : endpoint === 'token/update' ? 'update' : ('create' as const);
  /** The stored card an update or token payment refers to. */
  const storedOf = (request: Fields) =>
    request.payment_token ? store.token(request.payment_token) : undefined;
  const cardContext = (endpoint: Endpoint, request: Fields) => {
    const stored = storedOf(request);
    return {
      numberOptional: stored !== undefined,
      cvnRequired: endpoint === 'pay',
      ...(stored ? { stored: { cardType: stored.cardType, expiry: stored.expiry } } : {}),
    };
  };

  for (const endpoint of HOSTED) {
    app.post(`/${endpoint}`, async (request, reply) => {
      const fields = fieldsOf(request.body);
      const at = now();
      const check = checkRequest(endpoint, fields, config, store, true, at.getTime());
      if (check.kind === 'forbidden') {
        const nonce = randomBytes(16).toString('base64');
        return html(reply, 403, nonce, null, forbiddenPage(fields.locale, nonce));
      }
      if (check.kind === 'reply')
        return sendReply(reply, fields, errorReply(fields, check.outcome, check.extra, config, at));
      const { card_number: _n, card_cvn: _c, ...cardFree } = fields;
      const checkoutId = randomUUID();
      store.openCheckout({ id: checkoutId, endpoint, fields: cardFree, createdAt: at.getTime() });
      const nonce = randomBytes(16).toString('base64');
      const stored = storedOf(fields);
      const [month, year] = (stored?.expiry ?? '').split('-');
      return html(
        reply,
        200,
        nonce,
        null,
        cardFormPage({
          checkoutId,
          request: fields,
          mode: mode(endpoint),
          storedMasked: stored?.maskedNumber ?? null,
          numberOptional: cardContext(endpoint, fields).numberOptional,
          errors: [],
          previous: { card_type: stored?.cardType, month, year },
          nonce,
          now: at,
        }),
      );
    });

    app.post(`/silent/${endpoint}`, async (request, reply) => {
      const fields = fieldsOf(request.body);
      const at = now();
      const check = checkRequest(endpoint, fields, config, store, false, at.getTime());
      if (check.kind === 'forbidden') {
        const nonce = randomBytes(16).toString('base64');
        return html(reply, 403, nonce, null, forbiddenPage(fields.locale, nonce));
      }
      if (check.kind === 'reply')
        return sendReply(reply, fields, errorReply(fields, check.outcome, check.extra, config, at));
      const checked = checkCard(fields, cardContext(endpoint, fields), at);
      if ('errors' in checked) {
        const outcome = { decision: 'ERROR' as const, reasonCode: '102' };
        return sendReply(
          reply,
          fields,
          errorReply(fields, outcome, { invalid_fields: checked.errors.join(',') }, config, at),
        );
      }
      return sendReply(reply, fields, decide(fields, checked.card, store, config, at));
    });
  }

  app.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const form = fieldsOf(request.body);
    const at = now();
    const pending = store.peekCheckout(request.params.id);
    if (!pending) {
      const nonce = randomBytes(16).toString('base64');
      return html(reply, 410, nonce, null, expiredPage(nonce));
    }
    const endpoint = pending.endpoint as Endpoint;
    if (form.action === 'cancel') {
      store.takeCheckout(pending.id);
      return sendReply(reply, pending.fields, cancelReply(pending.fields, config, at));
    }
    const entry: CardEntry = {
      card_type: form.card_type,
      card_number: form.card_number,
      card_expiry_date:
        form.card_expiry_month && form.card_expiry_year
          ? `${form.card_expiry_month}-${form.card_expiry_year}`
          : undefined,
      card_cvn: form.card_cvn,
    };
    const context = cardContext(endpoint, pending.fields);
    const checked = checkCard(entry, context, at);
    if ('errors' in checked) {
      const nonce = randomBytes(16).toString('base64');
      return html(
        reply,
        422,
        nonce,
        null,
        cardFormPage({
          checkoutId: pending.id,
          request: pending.fields,
          mode: mode(endpoint),
          storedMasked: storedOf(pending.fields)?.maskedNumber ?? null,
          numberOptional: context.numberOptional,
          errors: checked.errors,
          previous: { card_type: form.card_type, month: form.card_expiry_month, year: form.card_expiry_year },
          nonce,
          now: at,
        }),
      );
    }
    store.takeCheckout(pending.id);
    const card: CheckedCard = checked.card;
    return sendReply(reply, pending.fields, decide(pending.fields, card, store, config, at));
  });

  // The device fingerprint script (hosted-checkout.md): the session id is `<merchantId><sessionId>`.
  app.get<{ Querystring: { org_id?: string; session_id?: string } }>(
    '/fp/tags.js',
    async (request, reply) => {
      const sessionId = request.query.session_id ?? '';
      if (/^[\w-]{1,128}$/.test(sessionId)) store.recordFingerprint(sessionId);
      return reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('/* sandbox device fingerprint: session recorded */\n');
    },
  );

  registerRestPayments(app, config, store, now);

  app.get('/health', async () => ({ ok: true }));
  // Browsers ask every origin for an icon; the hosted pages have none, and a 404 reads as an error there.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  return app;
}
