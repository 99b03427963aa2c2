import { ApiErrorSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardCheckoutService, CheckoutOutcome } from './card-checkout.service.ts';

const tags = ['credit cards'];
/** Secure Acceptance posts forms; every field is a string (`utf8=✓` included). */
const ReplySchema = z.record(z.string(), z.string());

/** The SPA page a reply leads to; fail and cancelled pages carry a reason code the SPA has texts for. */
function pageOf(outcome: CheckoutOutcome): string {
  if (outcome.page === 'success') return '/success-tokenization';
  return `/${outcome.page === 'fail' ? 'fail-payment' : 'cancelled-payment'}/${outcome.reason}`;
}

/** A page that sends the browser on at once (a link remains); the path is ours, of safe characters. */
function onwardPage(path: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta http-equiv="refresh" content="0; url=${path}"><title>Vida</title></head><body><a href="${path}">Continue</a></body></html>`;
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
          'The provider’s reply through the browser: verified, applied once, then a page that sends the browser on (meta refresh and a link) to /success-tokenization, /fail-payment/{reason} or /cancelled-payment/cancelled (reason: declined, expired, card_check, authentication, card_type, review, duplicate or error); 400 when it cannot be verified (nothing written)',
        body: ReplySchema,
        response: {
          200: z.string().meta({ description: 'HTML that sends the browser to the result page' }),
          400: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await checkout.applyReply(request.body);
      return reply.type('text/html; charset=utf-8').send(onwardPage(pageOf(outcome)));
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
