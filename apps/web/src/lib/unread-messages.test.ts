// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileOf } from '../test/render.tsx';
import { messageKeys, profileKeys } from './query-keys.ts';
import { setUnreadCount } from './unread-messages.ts';

describe('setUnreadCount', () => {
  it('writes a changed count into the profile, and leaves an unchanged one alone (no new result to render)', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.all, profileOf({ unread_messages: 2 }), { updatedAt: 1000 });
    client.setQueryData(messageKeys.unreadCount, 2);
    const before = client.getQueryState(profileKeys.all)?.dataUpdatedAt;
    const profile = client.getQueryData(profileKeys.all);

    setUnreadCount(client, 2);
    expect(client.getQueryData(profileKeys.all)).toBe(profile);
    expect(client.getQueryState(profileKeys.all)?.dataUpdatedAt).toBe(before);

    setUnreadCount(client, 5);
    expect(client.getQueryData(messageKeys.unreadCount)).toBe(5);
    expect(client.getQueryData(profileKeys.all)).toMatchObject({ unread_messages: 5 });
  });
});
