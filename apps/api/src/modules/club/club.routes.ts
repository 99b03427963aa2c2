import { ClubSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** `GET /club` (public): the club's own facts, all from configuration. */
export const clubRoutes: FastifyPluginAsyncZod<{ club: Config['club'] }> = async (app, { club }) => {
  app.get(
    '/club',
    {
      schema: {
        tags: ['reference'],
        summary:
          'The club’s name, how to reach customer care (phone, e-mail, hours), its street address, the pre-check-in, club-site and media URLs',
        response: { 200: dataEnvelope(ClubSchema) },
      },
    },
    async () => ({
      data: {
        name: club.name,
        care_phone: club.carePhone,
        care_email: club.careEmail,
        address: club.address,
        care_hours: club.careHours,
        care_time_zone: club.careTimeZone,
        precheckin_url: club.precheckinUrl,
        club_site_url: club.siteUrl,
        media_base_url: club.mediaBaseUrl,
      },
    }),
  );
};
