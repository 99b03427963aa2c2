/**
 * The signed-in member's profile. It is part of the session (spec section 4: login loads it, logout clears
 * it, every signed-in screen reads it), so it lives here rather than in one feature.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Profile,
  ProfileSchema,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
  ProfileUpdateResponseSchema,
  VISIBLE_CONTRACT_STATUSES,
} from '@vida/shared';
import { apiRequest } from './api-client.ts';
import { profileKeys } from './query-keys.ts';
import { useIsSignedIn } from './session.ts';

/** Spec section 4: only Active, Pending and Blocked contracts are kept after the profile loads. */
export function normaliseProfile(profile: Profile): Profile {
  return {
    ...profile,
    contracts: profile.contracts.filter((c) => VISIBLE_CONTRACT_STATUSES.includes(c.contract_status)),
    guests: profile.guests ?? [],
    unread_messages: Math.max(0, profile.unread_messages),
    payments: Math.max(0, profile.payments),
  };
}

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiRequest('/profile', { parse: (data) => ProfileSchema.parse(data), signal });
  return normaliseProfile(profile);
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
  });
}

/** `PUT /profile`: the result and the success text the API chose for it, in the member's language. */
export function updateProfile(body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return apiRequest('/profile', {
    method: 'PUT',
    body,
    envelope: true,
    parse: (envelope) => ProfileUpdateResponseSchema.parse(envelope),
  });
}

export function useProfile() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...profileQueryOptions(), enabled: signedIn });
}

/**
 * Greeting name (spec section 2): first name, else last name, else null for "unknown". Spec section 2 asks
 * for lower case; we keep the name as the member wrote it ("Hello, John" beside the dashboard's "Welcome,
 * John"): a lower-cased name read as a typo to members (issue 15).
 */
export function greetingName(profile: Pick<Profile, 'first_name' | 'last_name'> | undefined): string | null {
  return profile?.first_name?.trim() || profile?.last_name?.trim() || null;
}

export function fullName(profile: Pick<Profile, 'first_name' | 'last_name'> | undefined): string {
  return [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
