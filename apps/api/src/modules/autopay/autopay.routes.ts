import {
  ApiErrorSchema,
  AutoPayChangeSchema,
  AutoPayContractSchema,
  AutoPayOverviewSchema,
  AutoPayRequestSchema,
  dataEnvelope,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, knownPathId } from '../../lib/path-id.ts';
import { perMemberAndIp, THROTTLES } from '../../lib/throttle.ts';
import { currentUser } from '../../plugins/member-auth.ts';
import type { AutoPayService } from './autopay.service.ts';

const tags = ['autopay'];
/** Each change mails the member: limited per account and per IP. */
const mailLimit = perMemberAndIp(THROTTLES.autopayUser, THROTTLES.autopayIp);
const security = [{ bearer: [] }];

/** AutoPay per contract: what it charges and when, turning it on (with consent), moving it, turning it off. */
export const autopayRoutes: FastifyPluginAsyncZod<{ service: AutoPayService }> = async (app, { service }) => {
  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);

    member.get(
      '/autopay',
      {
        schema: {
          tags,
          security,
          summary:
            'The member’s contracts with AutoPay on (the card each charges) and the notices of declined AutoPay charges still unpaid (tried again on `next_try_on`, or stopped)',
          response: { 200: dataEnvelope(AutoPayOverviewSchema), 401: ApiErrorSchema },
        },
      },
      async (request) => ({ data: await service.overview(currentUser(request).id, request.lang) }),
    );

    member.get(
      '/autopay/contracts/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'AutoPay on one contract: on or off (and its card), the consent text and its version to agree to, the next instalment it charges and those already overdue (offered to pay now, never charged automatically). 404 for another member’s or an unknown contract',
          params: IdParamsSchema,
          response: { 200: dataEnvelope(AutoPayContractSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => ({
        data: await service.view(currentUser(request).id, knownPathId(request.params.id), request.lang),
      }),
    );

    member.put(
      '/autopay/contracts/:id',
      {
        // Turning on and moving mail the member: a retry after a lost answer gets the first answer.
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary:
            'Turns AutoPay on with a saved card (the consent text of `consent_version`, the time and the card are stored; a confirmation mail), or moves it to that card (a mail). 409 `autopay_consent_changed` when the version is not the current one; 404 for another member’s contract or card',
          params: IdParamsSchema,
          body: AutoPayRequestSchema,
          response: {
            200: AutoPayChangeSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: mailLimit,
      },
      async (request) => {
        const answer = await service.turnOn(
          currentUser(request).id,
          knownPathId(request.params.id),
          request.body,
          request.lang,
          request.keyedTransaction,
        );
        return { data: answer.view, message: request.t(answer.message) };
      },
    );

    member.delete(
      '/autopay/contracts/:id',
      {
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary:
            'Turns AutoPay off (a mail); a try already with the provider settles as it will. 404 `autopay_not_on` when it is not on',
          params: IdParamsSchema,
          response: {
            200: AutoPayChangeSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: mailLimit,
      },
      async (request) => ({
        data: await service.turnOff(
          currentUser(request).id,
          knownPathId(request.params.id),
          request.lang,
          request.keyedTransaction,
        ),
        message: request.t('autopay_off'),
      }),
    );
  });
};
