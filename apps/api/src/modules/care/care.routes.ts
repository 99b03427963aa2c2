import {
  ApiErrorSchema,
  AuditEntrySchema,
  AuditQuerySchema,
  CareCloseRequestSchema,
  CareConfirmStaySchema,
  CareProfileChangeSchema,
  CareRejectRequestSchema,
  CareReplyRequestSchema,
  CareStayRequestSchema,
  CareThreadSchema,
  dataEnvelope,
  InboxItemSchema,
  InboxQuerySchema,
  MemberLookupQuerySchema,
  MemberMatchSchema,
  MemberRecordSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { IdParamsSchema, knownPathId } from '../../lib/path-id.ts';
import { currentStaff, listAudit, type StaffGuards } from '../staff/index.ts';
import type { ProfileChangesService, StayRequestsService } from './decisions.service.ts';
import type { InboxService } from './inbox.service.ts';
import type { MemberLookup } from './member-lookup.ts';

const security = [{ bearer: [] }];
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema } as const;
const Done = z.object({ message: z.string() });

export interface CareRoutesOptions {
  guards: StaffGuards;
  db: Db;
  inbox: InboxService;
  profileChanges: ProfileChangesService;
  stayRequests: StayRequestsService;
  members: MemberLookup;
}

/** The desk's work: every route needs a signed-in staff session; the audit log needs an admin. */
export const careRoutes: FastifyPluginAsyncZod<CareRoutesOptions> = async (app, options) => {
  const { guards, inbox, profileChanges, stayRequests, members } = options;
  app.addHook('onRequest', guards.requireStaff);
  const actor = (request: Parameters<typeof currentStaff>[0]) => {
    const staff = currentStaff(request);
    return { staffId: staff.id, name: staff.name };
  };

  app.get(
    '/care/inbox',
    {
      schema: {
        tags: ['care: inbox'],
        summary: 'Member threads and contact messages waiting for an answer, oldest first',
        description:
          '`hours_left` of the 24-hour promise (negative once broken); filter by reason key and language.',
        security,
        querystring: InboxQuerySchema,
        response: { 200: dataEnvelope(z.array(InboxItemSchema)), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await inbox.inbox(request.lang, request.query) }),
  );

  app.get(
    '/care/threads/:id',
    {
      schema: {
        tags: ['care: inbox'],
        summary: 'One member thread with every message and the id of the latest one',
        security,
        params: IdParamsSchema,
        response: { 200: dataEnvelope(CareThreadSchema), 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await inbox.thread(request.lang, knownPathId(request.params.id)) }),
  );

  app.post(
    '/care/threads/:id/replies',
    {
      schema: {
        tags: ['care: inbox'],
        summary: 'Answers the member (messages centre at once, unread; e-mail in the member’s language)',
        description:
          'Send the `last_message_id` you read: 409 thread_changed when someone answered meanwhile, 409 thread_closed when it was closed.',
        security,
        params: IdParamsSchema,
        body: CareReplyRequestSchema,
        response: {
          201: dataEnvelope(CareThreadSchema),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const thread = await inbox.reply(
        currentStaff(request),
        request.lang,
        knownPathId(request.params.id),
        request.body.message,
        request.body.last_message_id,
      );
      return reply.code(201).send({ data: thread });
    },
  );

  app.post(
    '/care/threads/:id/close',
    {
      schema: {
        tags: ['care: inbox'],
        summary: 'Closes a thread (a later member message opens it again)',
        security,
        params: IdParamsSchema,
        body: CareCloseRequestSchema,
        response: {
          200: dataEnvelope(CareThreadSchema),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await inbox.close(
        currentStaff(request),
        request.lang,
        knownPathId(request.params.id),
        request.body.last_message_id,
      ),
    }),
  );

  app.get(
    '/care/profile-changes',
    {
      schema: {
        tags: ['care: profile changes'],
        summary: 'Pending membership-data changes with before and after, oldest first, due in 3 days',
        security,
        response: { 200: dataEnvelope(z.array(CareProfileChangeSchema)), ...errors },
      },
    },
    async () => ({ data: await profileChanges.list() }),
  );

  app.post(
    '/care/profile-changes/:id/approve',
    {
      schema: {
        tags: ['care: profile changes'],
        summary: 'Applies the change and mails the member',
        security,
        params: IdParamsSchema,
        response: { 200: Done, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await profileChanges.approve(knownPathId(request.params.id), actor(request));
      return { message: request.t('care_decision_saved') };
    },
  );

  app.post(
    '/care/profile-changes/:id/reject',
    {
      schema: {
        tags: ['care: profile changes'],
        summary: 'Rejects the change with a reason the member is mailed',
        security,
        params: IdParamsSchema,
        body: CareRejectRequestSchema,
        response: { 200: Done, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await profileChanges.reject(knownPathId(request.params.id), actor(request), request.body.reason);
      return { message: request.t('care_decision_saved') };
    },
  );

  app.get(
    '/care/stay-requests',
    {
      schema: {
        tags: ['care: stay requests'],
        summary: 'Stays requested through the portal and not decided yet, oldest first',
        security,
        response: { 200: dataEnvelope(z.array(CareStayRequestSchema)), ...errors },
      },
    },
    async () => ({ data: await stayRequests.list() }),
  );

  app.post(
    '/care/stay-requests/:id/confirm',
    {
      schema: {
        tags: ['care: stay requests'],
        summary: 'Confirms the stay (confirmation number, hotel, room type, dates); the member is mailed',
        security,
        params: IdParamsSchema,
        body: CareConfirmStaySchema,
        response: { 200: Done, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await stayRequests.confirm(knownPathId(request.params.id), actor(request), request.body);
      return { message: request.t('care_decision_saved') };
    },
  );

  app.post(
    '/care/stay-requests/:id/decline',
    {
      schema: {
        tags: ['care: stay requests'],
        summary: 'Declines the stay with a reason; the reservation is cancelled and the member mailed',
        security,
        params: IdParamsSchema,
        body: CareRejectRequestSchema,
        response: { 200: Done, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await stayRequests.decline(knownPathId(request.params.id), actor(request), request.body.reason);
      return { message: request.t('care_decision_saved') };
    },
  );

  app.get(
    '/care/members',
    {
      schema: {
        tags: ['care: members'],
        summary: 'Members by e-mail, member id or name (at most 20)',
        security,
        querystring: MemberLookupQuerySchema,
        response: { 200: dataEnvelope(z.array(MemberMatchSchema)), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await members.search(request.query.q) }),
  );

  app.get(
    '/care/members/:id',
    {
      schema: {
        tags: ['care: members'],
        summary: 'One member’s profile, contracts, payments, reservations and threads (read-only)',
        security,
        params: IdParamsSchema,
        response: { 200: dataEnvelope(MemberRecordSchema), 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await members.record(knownPathId(request.params.id), actor(request)) }),
  );

  app.get(
    '/care/audit',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['care: audit'],
        summary: 'Every staff action, newest first (admins only; nothing can change it)',
        security,
        querystring: AuditQuerySchema,
        response: { 200: dataEnvelope(z.array(AuditEntrySchema)), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await listAudit(options.db, request.query.limit, request.query.before_id) }),
  );
};
