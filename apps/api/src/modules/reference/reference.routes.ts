import {
  ContactReasonSchema,
  CountryOptionSchema,
  dataEnvelope,
  HotelSchema,
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
  app.get(
    '/contact_reasons',
    {
      schema: {
        tags,
        summary: 'Reasons for contacting customer care, in the request language',
        response: { 200: dataEnvelope(z.array(ContactReasonSchema)) },
      },
    },
    async (request, reply) => sendJsonText(reply, await service.contactReasonsJson(request.lang)),
  );
  app.get(
    '/reservation_hotels',
    {
      schema: { tags, summary: 'Hotels of the club', response: { 200: dataEnvelope(z.array(HotelSchema)) } },
    },
    async (_request, reply) => sendJsonText(reply, await service.hotelsJson()),
  );
  app.get(
    '/countries',
    {
      schema: {
        tags,
        summary: 'The 249 ISO 3166-1 countries, named and sorted in the request language',
        response: { 200: dataEnvelope(z.array(CountryOptionSchema)) },
      },
    },
    async (request, reply) => sendJsonText(reply, await service.countriesJson(request.lang)),
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
