import {
  ContactReasonSchema,
  CountryOptionSchema,
  dataEnvelope,
  HotelSchema,
  type Language,
  StateOptionSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text.ts';
import type { ReferenceService } from './reference.service.ts';

const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod<{ service: ReferenceService }> = async (
  app,
  { service },
) => {
  /** A list the database answers as JSON text, in the request language where it has one. */
  const jsonList = (
    url: string,
    summary: string,
    item: z.ZodType,
    json: (lang: Language) => Promise<string>,
  ) =>
    app.get(
      url,
      { schema: { tags, summary, response: { 200: dataEnvelope(z.array(item)) } } },
      async (request, reply) => sendJsonText(reply, await json(request.lang)),
    );

  jsonList(
    '/contact_reasons',
    'Reasons for contacting customer care, in the request language',
    ContactReasonSchema,
    service.contactReasonsJson,
  );
  jsonList('/reservation_hotels', 'Hotels of the club', HotelSchema, () => service.hotelsJson());
  jsonList(
    '/countries',
    'The 249 ISO 3166-1 countries, named and sorted in the request language',
    CountryOptionSchema,
    service.countriesJson,
  );
  app.get(
    '/states',
    {
      schema: {
        tags,
        summary: 'States of the US and provinces of Canada (other countries take free text)',
        querystring: z.object({ country: z.enum(['US', 'CA']).optional() }),
        response: { 200: dataEnvelope(z.array(StateOptionSchema)) },
      },
    },
    async (request) => ({ data: await service.states(request.lang, request.query.country) }),
  );
};
