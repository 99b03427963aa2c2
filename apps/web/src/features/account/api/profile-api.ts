/**
 * The account endpoints: e-mail confirmation. The profile update itself is in `lib/profile-query.ts`: the
 * header's language switch sends it too.
 */
import { type EmailConfirmationRequest, type Profile, ProfileSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed link mailed to a new address; answers the profile with `pending_change.email_confirmed`. */
export function confirmEmail(body: EmailConfirmationRequest): Promise<Profile> {
  return apiRequest('/profile/email-confirmation', {
    method: 'POST',
    body,
    parse: (data) => ProfileSchema.parse(data),
  });
}
