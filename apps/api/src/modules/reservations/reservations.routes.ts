import {
  AddReservationAnswerSchema,
  AddReservationRequestSchema,
  ApiErrorSchema,
  dataEnvelope,
  NOT_FOUND_CODE,
  oldestToday,
  ReservationRequestedSchema,
  ReservationRequestSchema,
  ReservationSchema,
  SendConfirmationAnswerSchema,
  SendConfirmationRequestSchema,
  translateMessage,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { perMemberAndIp, THROTTLES } from '../../lib/throttle.ts';
import { currentUser, sessionTokenHash } from '../../plugins/member-auth.ts';
import { calendarTexts, reservationCalendar } from './calendar.ts';
import type { ReservationsService } from './reservations.service.ts';

const tags = ['reservations'];
const security = [{ bearer: [] }];

/** Reservation numbers are short codes; anything else names no reservation. */
const NUMBER_RE = /^[A-Za-z0-9-]{1,40}$/;

export const reservationsRoutes: FastifyPluginAsyncZod<{
  service: ReservationsService;
  clubName: string;
  publicUrl: string;
}> = async (app, { service, clubName, publicUrl }) => {
  const member = app.withTypeProvider<ZodTypeProvider>();
  member.addHook('onRequest', app.requireAuth);

  member.post(
    '/reservation_requested',
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'Request a stay (members by profile, non-members with contact data); acknowledgement e-mail, care notified; 409 stay_overlaps when the dates overlap a stay the member holds (not cancelled), naming it',
        body: ReservationRequestSchema,
        response: {
          201: dataEnvelope(ReservationRequestedSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // Each request mails the address it gives: limited per account and per IP.
      preHandler: perMemberAndIp(THROTTLES.requestUser, THROTTLES.requestIp),
    },
    async (request, reply) => {
      const data = await service.request(
        currentUser(request).id,
        request.lang,
        request.body,
        request.keyedTransaction,
      );
      return reply.code(201).send({ data });
    },
  );

  member.post(
    '/add_reservation_to_profile',
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'Attach an existing reservation: 201 with it when hotel, number, check-in and last name match; 200 with data null otherwise; 409 stay_overlaps when its dates overlap another stay the member holds; 429 too_many_attempts after 10 failed lookups an hour per account or per IP',
        body: AddReservationRequestSchema,
        response: {
          200: AddReservationAnswerSchema,
          201: dataEnvelope(ReservationSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.attach(currentUser(request).id, request.ip, request.body);
      if (data) return reply.code(201).send({ data });
      return reply.code(200).send({
        data: null,
        message: translateMessage(request.lang, 'reservation_not_found'),
        code: 'reservation_not_found',
      });
    },
  );

  member.post(
    '/send_reservation_confirmation',
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'E-mail the confirmation of one of the member’s reservations (hotel, dates, guests, room, number)',
        body: SendConfirmationRequestSchema,
        response: {
          201: dataEnvelope(SendConfirmationAnswerSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      preHandler: perMemberAndIp(THROTTLES.confirmationUser, THROTTLES.confirmationIp),
    },
    async (request, reply) => {
      await service.sendConfirmation(currentUser(request).id, request.body.reservation_number);
      return reply
        .code(201)
        .send({ data: { message: translateMessage(request.lang, 'reservation_confirmation_sent') } });
    },
  );

  member.get(
    '/reservations/:number/calendar.ics',
    {
      schema: {
        tags,
        security,
        summary: 'An upcoming reservation as an iCalendar file (hotel, dates, number)',
        params: z.object({ number: z.string() }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const number = request.params.number;
      if (!NUMBER_RE.test(number)) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
      // Upcoming as the member's browser sees it, by their own day wherever they are.
      const reservation = await service.upcoming(currentUser(request).id, number, oldestToday(new Date()));
      const body = reservationCalendar(
        reservation,
        calendarTexts(request.lang, clubName, reservation),
        new URL(publicUrl).hostname,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="reservation-${reservation.reservation_number}.ics"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

/**
 * The member's reservation list, in a scope of its own: it authenticates inside the list query (as GET
 * /profile does) rather than through the `requireAuth` hook of the other reservation routes — one round
 * trip, not two, on a route every reservations page and the dashboard call.
 */
export const reservationListRoutes: FastifyPluginAsyncZod<{ service: ReservationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user_reservations/:type',
    {
      schema: {
        tags,
        security,
        summary:
          'The member’s reservations (type `all`); the client sorts them into upcoming, past and cancelled',
        params: z.object({ type: z.string() }),
        response: { 200: dataEnvelope(z.array(ReservationSchema)), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.listForToken(sessionTokenHash(request));
      // Only `all` exists: another type is not found, once the session is known good.
      return sendMemberAnswer(
        request,
        reply,
        answer && request.params.type !== 'all' ? { ...answer, body: null } : answer,
      );
    },
  );
};
