/**
 * The success text of a profile update. The API sends it as the envelope's `message`, beside `data`, and the
 * app's API client hands over `data` only; the text is the same catalogue entry the API chose by the same
 * rule (profile catalogue, shared package), so it is rebuilt here from the result.
 */
import type { ProfileUpdateResult } from '@vida/shared';

export interface UpdateMessage {
  key: 'profile_updated' | 'profile_updated_pending';
  /** The confirmation-link note, when a link went to a new e-mail. */
  emailSentTo: string | null;
}

export function updateMessageOf(result: ProfileUpdateResult): UpdateMessage {
  const emailSentTo = result.email_confirmation_sent
    ? (result.profile.pending_change?.fields.email ?? null)
    : null;
  return { key: result.pending.length > 0 ? 'profile_updated_pending' : 'profile_updated', emailSentTo };
}
