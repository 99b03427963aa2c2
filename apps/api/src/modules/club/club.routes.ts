import { ClubSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { sendJsonText } from '../../lib/json-text.ts';

const ClubAnswer = dataEnvelope(ClubSchema);

/**
 * `GET /club` (public): the club's own facts, all from configuration. Configuration is read once per process,
 * so the answer is checked against its schema and serialized once, at start-up: encoding it per request was
 * the route's main cost and most of what it left for the full garbage collections (decision 010).
 */
export const clubRoutes: FastifyPluginAsyncZod<{
  club: Config['club'];
  paymentsEnabled: boolean;
}> = async (app, { club, paymentsEnabled }) => {
  const answer = JSON.stringify(
    ClubAnswer.parse({
      data: {
        name: club.name,
        care_phone: club.carePhone,
        care_email: club.careEmail,
        address: club.address,
        care_hours: club.careHours,
        care_time_zone: club.careTimeZone,
        payments_enabled: paymentsEnabled,
        stay_cancel_cutoff_days: club.stayCancelCutoffDays,
        precheckin_url: club.precheckinUrl,
        club_site_url: club.siteUrl,
        media_base_url: club.mediaBaseUrl,
      },
    }),
  );
  app.get(
    '/club',
    {
      schema: {
        tags: ['reference'],
        summary:
          'The club’s name, how to reach customer care (phone, e-mail, hours), its street address, whether members can pay through the portal, the pre-check-in, club-site and media URLs',
        response: { 200: ClubAnswer },
      },
    },
    async (_request, reply) => sendJsonText(reply, answer),
  );
};
