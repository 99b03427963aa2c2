import { ApiErrorSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { CardCheckoutService, CheckoutOutcome } from './card-checkout.service.ts';

const tags = ['credit cards'];
/** Secure Acceptance posts forms; every field is a string (`utf8=✓` included). */
const ReplySchema = z.record(z.string(), z.string());

/**
 * The SPA page a reply leads to; fail and cancelled pages carry a reason code the SPA has texts for, and say
 * when it was a payment (`?for=payment`: the page's title and its way back follow).
 */
function pageOf(outcome: CheckoutOutcome): string {
  if (outcome.page === 'success') return '/success-tokenization';
  if (outcome.page === 'paid') return `/success-payment/${outcome.order}`;
  const path = `/${outcome.page === 'fail' ? 'fail-payment' : 'cancelled-payment'}/${outcome.reason}`;
  return outcome.payment ? `${path}?for=payment` : path;
}

/**
 * A page that sends the browser on at once (a link remains); the path is ours, of safe characters, and the
 * text ours in the member's language.
 */
function onwardPage(path: string, lang: string, text = ''): string {
  const body = text ? `<p>${text}</p>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta http-equiv="refresh" content="0; url=${path}"><title>Vida</title></head><body>${body}<a href="${path}">${text ? '' : 'Continue'}</a></body></html>`;
}

/**
 * Where the provider's replies arrive: the browser's form POST (receipt and cancel page) and the
 * server-to-server Merchant POST. No session: a reply is believed for its signature and for answering a
 * request we signed (card-checkout.service.ts).
 */
export const cardCheckoutReplyRoutes: FastifyPluginAsyncZod<{ checkout: CardCheckoutService }> = async (
  app,
  { checkout },
) => {
  // The provider posts forms (only these two routes take them). The body never reaches a log line.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/card-checkout/receipt',
    {
      schema: {
        tags,
        summary:
          'The provider’s reply through the browser: verified, applied once, then a page that sends the browser on (meta refresh and a link) to /success-tokenization, /success-payment/{order} (a hosted sale), /fail-payment/{reason} or /cancelled-payment/cancelled, with `?for=payment` for a sale (reason: declined, insufficient_funds, expired, card_check, authentication, card_type, review, duplicate or error); when it cannot be verified, 400 with such a page in the caller’s language to /fail-payment/unverified (nothing written)',
        body: ReplySchema,
        response: {
          200: z.string().meta({ description: 'HTML that sends the browser to the result page' }),
          400: z.union([
            z.string().meta({
              description: 'HTML to a browser’s form post: nothing was recorded, then the fail page',
            }),
            ApiErrorSchema,
          ]),
        },
      },
    },
    async (request, reply) => {
      const html = reply.type('text/html; charset=utf-8');
      try {
        const outcome = await checkout.applyReply(request.body);
        return html.send(onwardPage(pageOf(outcome), request.lang));
      } catch (error) {
        // The member's browser brought it (a form post): a page in their language, never the API's JSON
        // (nothing was written). Any other client gets the error envelope.
        const fromBrowser = /^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '');
        if (!(error instanceof HttpError) || error.statusCode !== 400 || !fromBrowser) throw error;
        const text = `${request.t('card_reply_unverified_page')} ${request.t('card_reply_continue')}`;
        return html.code(400).send(onwardPage('/fail-payment/unverified', request.lang, text));
      }
    },
  );

  app.post(
    '/card-checkout/merchant-post',
    {
      schema: {
        tags,
        summary:
          'The provider’s server-to-server copy of a reply (Merchant POST URL): verified and applied once; 400 when it cannot be verified',
        body: ReplySchema,
        response: { 200: dataEnvelope(z.object({ received: z.literal(true) })), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      await checkout.applyReply(request.body);
      return { data: { received: true as const } };
    },
  );
};
