import { ApiErrorSchema, CareRejectRequestSchema, CareStayChangeSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, knownPathId } from '../../lib/path-id.ts';
import { currentStaff, type StaffGuards } from '../staff/index.ts';
import type { StayChangesDeskService } from './stay-changes.service.ts';

const security = [{ bearer: [] }];
const tags = ['care: stay changes'];
const Done = z.object({ message: z.string() });
const decided = {
  200: Done,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
} as const;

/** The desk's queue of members' stay changes and cancellations; every route needs a staff session. */
export const careStayChangesRoutes: FastifyPluginAsyncZod<{
  guards: StaffGuards;
  service: StayChangesDeskService;
}> = async (app, { guards, service }) => {
  app.addHook('onRequest', guards.requireStaff);
  const actor = (request: Parameters<typeof currentStaff>[0]) => {
    const staff = currentStaff(request);
    return { staffId: staff.id, name: staff.name };
  };

  app.get(
    '/care/stay-changes',
    {
      schema: {
        tags,
        summary: 'Members’ changes and cancellations of stays not decided yet, oldest first, due in 3 days',
        security,
        response: {
          200: dataEnvelope(z.array(CareStayChangeSchema)),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.post(
    '/care/stay-changes/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Applies the change (new dates, room type) or cancels the stay; the member is mailed and messaged',
        description: '409 `stay_change_overlap` when the new dates meet another stay of the member.',
        security,
        params: IdParamsSchema,
        response: decided,
      },
    },
    async (request) => {
      await service.confirm(knownPathId(request.params.id), actor(request));
      return { message: request.t('care_decision_saved') };
    },
  );

  app.post(
    '/care/stay-changes/:id/decline',
    {
      schema: {
        tags,
        summary: 'Declines the change or cancellation with a reason; the stay stays as it was',
        security,
        params: IdParamsSchema,
        body: CareRejectRequestSchema,
        response: { ...decided, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.decline(knownPathId(request.params.id), actor(request), request.body.reason);
      return { message: request.t('care_decision_saved') };
    },
  );
};
