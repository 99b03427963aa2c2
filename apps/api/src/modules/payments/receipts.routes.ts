import { ApiErrorSchema, dataEnvelope, ReceiptSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/member-auth.ts';
import type { ReceiptsService } from './receipts.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
const params = z.object({ order: z.string() });

export const receiptsRoutes: FastifyPluginAsyncZod<{ service: ReceiptsService }> = async (
  app,
  { service },
) => {
  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);

    member.get(
      '/orders/:order/receipt',
      {
        schema: {
          tags,
          security,
          summary:
            'The receipt of one of the member’s approved portal payments: number, items, card, date, next instalment (404 when unknown or another member’s)',
          params,
          response: { 200: dataEnvelope(ReceiptSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const data = await service.receipt(currentUser(request).id, request.params.order);
        return reply.header('cache-control', 'private, no-store').send({ data });
      },
    );

    member.get(
      '/orders/:order/download',
      {
        schema: {
          tags,
          security,
          summary:
            'The PDF payment receipt of one of the member’s portal payments, named in their language (404 when unknown or another member’s)',
          params,
          // Binary: the serializer leaves a Buffer as it is.
          response: { 200: z.instanceof(Buffer), 401: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.pdf(currentUser(request).id, request.params.order);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  });
};
