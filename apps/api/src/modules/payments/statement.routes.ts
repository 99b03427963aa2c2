import { ApiErrorSchema, StatementQuerySchema } from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../lib/path-id.ts';
import { currentUser } from '../../plugins/member-auth.ts';
import type { StatementService } from './statement.service.ts';

export const statementRoutes: FastifyPluginAsyncZod<{ service: StatementService }> = async (
  app,
  { service },
) => {
  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);

    member.get(
      '/contracts/:id/statement',
      {
        schema: {
          tags: ['payments'],
          security: [{ bearer: [] }],
          summary:
            'The PDF account statement of one of the member’s contracts for `from`–`to` (club days, both included): opening balance, each charge and payment, closing balance, in the member’s language. 400 when `to` is after today, `from` after `to` or the period longer than 5 years; 404 when the contract is not the member’s',
          params: IdParamsSchema,
          querystring: StatementQuerySchema,
          // Binary: the serializer leaves a Buffer as it is.
          response: {
            200: z.instanceof(Buffer),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.pdf(
          currentUser(request).id,
          request.params.id,
          request.query,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  });
};
