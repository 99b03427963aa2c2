import {
  ApiErrorSchema,
  CardCheckoutRequestSchema,
  CardCheckoutSchema,
  CardFingerprintSchema,
  CreditCardListSchema,
  CreditCardQuerySchema,
  CreditCardUpdateResponseSchema,
  CreditCardUpdateSchema,
  dataEnvelope,
  ReauthenticateRequestSchema,
  ReauthenticationSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { IdParamsSchema } from '../../lib/path-id.ts';
import { currentUser, sessionTokenHash } from '../../plugins/member-auth.ts';
import type { CardCheckoutService } from './card-checkout.service.ts';
import type { CreditCardsService } from './credit-cards.service.ts';

const tags = ['credit cards'];
const security = [{ bearer: [] }];

/** The member's saved cards, the password confirmation cards need, and the signed hosted-checkout request. */
export const creditCardsRoutes: FastifyPluginAsyncZod<{
  service: CreditCardsService;
  checkout: CardCheckoutService;
}> = async (app, { service, checkout }) => {
  // The list checks the session inside its own query (lib/member-reads/member-answer.ts); the rest needs requireAuth.
  app.get(
    '/credit_cards',
    {
      schema: {
        tags,
        security,
        summary:
          'The member’s active saved cards, the default first: masked numbers, never a CVV or the provider token',
        querystring: CreditCardQuerySchema,
        response: { 200: CreditCardListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(
        request,
        reply,
        await service.listForToken(sessionTokenHash(request), request.query.page, request.query.per_page),
      ),
  );

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);
    member.put(
      '/credit_cards/:id',
      {
        // Deleting mails a notice: a retry after a lost answer gets the first answer instead of a second mail.
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary:
            'The whole card object: `is_default: true` makes it the default (nothing to do when it is); `status: 0` or `false` deactivates it (needs a password confirmation within 5 minutes, mails a notice). 404 for another member’s or an unknown card; 400 `card_expired` to make an expired card default',
          params: IdParamsSchema,
          body: CreditCardUpdateSchema,
          response: {
            200: CreditCardUpdateResponseSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const answer = await service.update(
          currentUser(request),
          request.params.id,
          request.body,
          request.keyedTransaction,
        );
        return { data: answer.card, message: request.t(answer.message) };
      },
    );

    member.post(
      '/reauthenticate',
      {
        schema: {
          tags,
          security,
          summary:
            'Confirms the member’s password: adding, editing and deleting cards are allowed for 5 minutes. Counted with the profile’s password check (429); the fifth wrong password in a row ends the sign-in (401 `reauthentication_signed_out`)',
          body: ReauthenticateRequestSchema,
          response: {
            200: dataEnvelope(ReauthenticationSchema),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const until = await service.reauthenticate(currentUser(request), request.body.password, request.ip);
        return { data: { valid_until: until.toISOString() } };
      },
    );

    member.get(
      '/card-checkout/fingerprint',
      {
        schema: {
          tags,
          security,
          summary:
            'A device-fingerprint session: the page where the member starts a card checkout or pays with a saved card loads `script_url` (as its form opens, a new session after 25 minutes) and sends `session_id` as `device_fingerprint_id` with POST /card-checkout or POST /payment',
          response: { 200: dataEnvelope(CardFingerprintSchema), 401: ApiErrorSchema },
        },
      },
      async () => ({ data: checkout.fingerprint() }),
    );

    member.post(
      '/card-checkout',
      {
        // Each call records a checkout: a retry with its key gets the same signed fields (one request).
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary:
            'Signs the field set for the provider’s hosted page (create_payment_token, or update_payment_token with `card_id`); the browser posts `fields` to `url`, where the member types the card. Needs a password confirmation within 5 minutes. 429 `too_many_attempts` with Retry-After past 10 checkouts per member or 30 per IP in 15 minutes by default (the payments’ settings, a budget of its own) (a repeat of an Idempotency-Key does not count)',
          body: CardCheckoutRequestSchema,
          response: {
            200: dataEnvelope(CardCheckoutSchema),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await service.requireReauthentication(user.sessionId);
        return { data: await checkout.start(user.id, request.ip, request.body, request.lang) };
      },
    );
  });
};
