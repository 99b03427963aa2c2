/**
 * AutoPay per contract (issue 25): shown and changed on Payments and on a contract, its notices on the
 * dashboard, so the queries live here.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type AutoPayChangeAnswer,
  AutoPayChangeSchema,
  type AutoPayContract,
  AutoPayContractSchema,
  type AutoPayOverview,
  AutoPayOverviewSchema,
  type AutoPayRequest,
} from '@vida/shared';
import { apiRequest } from './api-client.ts';

export const autopayKeys = {
  all: ['autopay'] as const,
  overview: ['autopay', 'overview'] as const,
  contract: (id: number) => ['autopay', 'contract', id] as const,
};

export function autopayOverviewQueryOptions() {
  return queryOptions({
    queryKey: autopayKeys.overview,
    queryFn: ({ signal }): Promise<AutoPayOverview> =>
      apiRequest('/autopay', { parse: (data) => AutoPayOverviewSchema.parse(data), signal }),
    staleTime: 30_000,
  });
}

export function autopayContractQueryOptions(contractId: number) {
  return queryOptions({
    queryKey: autopayKeys.contract(contractId),
    queryFn: ({ signal }): Promise<AutoPayContract> =>
      apiRequest(`/autopay/contracts/${contractId}`, {
        parse: (data) => AutoPayContractSchema.parse(data),
        signal,
      }),
    staleTime: 30_000,
  });
}

export type AutoPayChange = AutoPayChangeAnswer;

/** Turns AutoPay on (or moves it to the card); the key is made once per dialog, so a retry mails once. */
export function turnAutoPayOn(
  contractId: number,
  body: AutoPayRequest,
  idempotencyKey: string,
): Promise<AutoPayChange> {
  return apiRequest(`/autopay/contracts/${contractId}`, {
    method: 'PUT',
    body,
    idempotencyKey,
    envelope: true,
    parse: (data) => AutoPayChangeSchema.parse(data),
  });
}

export function turnAutoPayOff(contractId: number, idempotencyKey: string): Promise<AutoPayChange> {
  return apiRequest(`/autopay/contracts/${contractId}`, {
    method: 'DELETE',
    idempotencyKey,
    envelope: true,
    parse: (data) => AutoPayChangeSchema.parse(data),
  });
}
