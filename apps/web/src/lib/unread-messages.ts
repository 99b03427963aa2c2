/**
 * The unread count of the header bell and the menu badge. It lives in the profile (the badges read it
 * there); this small query keeps it fresh without a reload: when the tab regains focus and once a minute
 * while the tab is visible (TanStack Query pauses intervals in background tabs), never more than one request
 * a minute. It asks `GET /messages/unread-count` rather than the whole profile.
 */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Profile, UnreadCountSchema } from '@vida/shared';
import { useEffect } from 'react';
import { apiRequest } from './api-client.ts';
import { messageKeys, profileKeys } from './query-keys.ts';

export const UNREAD_REFRESH_MS = 60_000;

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/messages/unread-count', {
          parse: (data) => UnreadCountSchema.parse(data),
          signal,
        })
      ).unread_messages,
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * Writes a known count everywhere the badges read it (after marking read, or a poll). Only a change is
 * written: every write, even of the same value, hands every reader of the profile a new result to render.
 */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  if (queryClient.getQueryData(messageKeys.unreadCount) !== count) {
    queryClient.setQueryData(messageKeys.unreadCount, count);
  }
  // An updater that answers undefined leaves the cached profile as it is.
  queryClient.setQueryData<Profile>(profileKeys.all, (profile) =>
    profile && profile.unread_messages !== count ? { ...profile, unread_messages: count } : undefined,
  );
}

/**
 * Rendered once in the signed-in layout, only after the profile has loaded: it starts from the profile's
 * count (as fresh as the profile), so it asks nothing until a minute has passed or the tab regains focus.
 */
export function UnreadMessagesSync({ profile, updatedAt }: { profile: Profile; updatedAt: number }): null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...unreadCountQueryOptions(),
    initialData: profile.unread_messages,
    initialDataUpdatedAt: updatedAt,
  });
  useEffect(() => {
    setUnreadCount(queryClient, Math.max(0, data));
  }, [data, queryClient]);
  return null;
}
