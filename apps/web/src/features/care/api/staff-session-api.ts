/** The staff sign-in steps and the signed-in staff member (`/api/v1/care/login…`, `/care/me`). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Language,
  type Staff,
  type StaffEnrolled,
  StaffEnrolledSchema,
  type StaffEnrolment,
  StaffEnrolmentSchema,
  type StaffLoginRequest,
  StaffSchema,
  type StaffSecondFactor,
  StaffSecondFactorSchema,
  type StaffSession,
  StaffSessionSchema,
  type StaffVerifyRequest,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { careRequest, getStaffSession } from '../lib/staff-session.ts';

export const staffLogin = (body: StaffLoginRequest): Promise<StaffSecondFactor> =>
  apiRequest('/care/login', { method: 'POST', body, auth: false, parse: StaffSecondFactorSchema.parse });

export const fetchEnrolment = (secondFactorToken: string): Promise<StaffEnrolment> =>
  apiRequest('/care/login/enrolment', { token: secondFactorToken, parse: StaffEnrolmentSchema.parse });

export const enrol = (secondFactorToken: string, code: string): Promise<StaffEnrolled> =>
  apiRequest('/care/login/enrolment', {
    method: 'POST',
    body: { code },
    token: secondFactorToken,
    parse: StaffEnrolledSchema.parse,
  });

export const verifySecondFactor = (
  secondFactorToken: string,
  body: StaffVerifyRequest,
): Promise<StaffSession> =>
  apiRequest('/care/login/verify', {
    method: 'POST',
    body,
    token: secondFactorToken,
    parse: StaffSessionSchema.parse,
  });

export const setStaffPassword = (token: string, password: string): Promise<{ message: string }> =>
  apiRequest('/care/password', {
    method: 'PUT',
    body: { token, password },
    auth: false,
    envelope: true,
    parse: z.object({ message: z.string() }).parse,
  });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'me', getStaffSession()?.access_token ?? null],
    queryFn: () => careRequest<Staff>('/care/me', { parse: StaffSchema.parse }),
    staleTime: 60_000,
  });

export const useStaffMe = () => useQuery(meQueryOptions());

export const saveStaffLanguage = (language: Language): Promise<Staff> =>
  careRequest('/care/me/language', { method: 'PUT', body: { language }, parse: StaffSchema.parse });

export const staffLogout = (): Promise<void> =>
  careRequest('/care/logout', { method: 'POST', ignoreUnauthenticated: true });
