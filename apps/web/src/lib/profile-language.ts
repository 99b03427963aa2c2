/**
 * Spec section 5: a language switch sends the profile. Signed in, the header's, drawer's and footer's EN/ES
 * switches save `language_id` so the next sign-in, the e-mails and the videos follow the member's choice.
 * Only the preferences go (the language and the stored communication flags): the membership data stays out,
 * so switching language never files a change for customer care.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Language, Profile } from '@vida/shared';
import { useCallback } from 'react';
import { isApiRequestError } from './api-client.ts';
import { notify } from './notifications.ts';
import { normaliseProfile, updateProfile } from './profile-query.ts';
import { profileKeys } from './query-keys.ts';
import { useIsSignedIn } from './session.ts';

// Quick EN → ES → EN clicks are saved one after the other, each compared with the profile the previous one
// answered, so the last choice wins and nothing is sent twice.
let queue: Promise<void> = Promise.resolve();

/** Saves the chosen language to the signed-in member's profile; signed out, it does nothing. */
export function useSaveLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  return useCallback(
    (language: Language) => {
      if (!signedIn) return;
      queue = queue.then(async () => {
        const profile = queryClient.getQueryData<Profile>(profileKeys.all);
        if (!profile || profile.language_id === language) return;
        try {
          const { data } = await updateProfile({
            language_id: language,
            all_communications: profile.all_communications,
            monthly_communications: profile.monthly_communications,
          });
          queryClient.setQueryData(profileKeys.all, normaliseProfile(data.profile));
        } catch (error) {
          // Another tab saved it meanwhile: the profile already says so.
          if (isApiRequestError(error) && error.code === 'no_property_changed') return;
          notify('error', isApiRequestError(error) && error.message ? error.message : 'language_not_saved');
        }
      });
    },
    [queryClient, signedIn],
  );
}
