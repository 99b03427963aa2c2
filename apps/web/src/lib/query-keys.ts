/**
 * The query keys that more than one feature (or lib/) reads, writes or invalidates. A feature that refreshes
 * another's data after a change names the key from here, so renaming a key cannot silently leave a copied
 * string behind that no longer matches. Keys only one feature uses stay in that feature's api/ files.
 */
import type { Language } from '@vida/shared';

/** The signed-in member's profile (lib/profile-query.ts); its counters change with messages and payments. */
export const profileKeys = { all: ['profile'] as const };

/** The inbox: everything under `all` is refreshed when the member writes to customer care. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'list'] as const,
  list: (language: Language) => ['messages', 'list', language] as const,
  thread: (id: string, language: Language) => ['messages', 'thread', id, language] as const,
  unreadCount: ['messages', 'unread-count'] as const,
};

/** `GET /user_contracts` (the contracts page); a payment changes what is due. */
export const contractKeys = { all: ['user-contracts'] as const };

/** The saved cards, read by the card list and the payment form. */
export const cardKeys = { all: ['credit-cards'] as const };
