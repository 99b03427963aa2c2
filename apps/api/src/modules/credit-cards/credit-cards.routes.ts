import { ApiErrorSchema, CreditCardListSchema, CreditCardQuerySchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { CreditCardsService } from './credit-cards.service.ts';

export const creditCardsRoutes: FastifyPluginAsyncZod<{ service: CreditCardsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/credit_cards',
    {
      schema: {
        tags: ['credit cards'],
        security: [{ bearer: [] }],
        summary:
          'The member’s active saved cards, the default first: masked numbers, never a CVV or the provider token',
        querystring: CreditCardQuerySchema,
        response: { 200: CreditCardListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => service.list(currentUser(request).id, request.query.page, request.query.per_page),
  );
};
