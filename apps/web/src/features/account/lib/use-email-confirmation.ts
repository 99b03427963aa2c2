import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { normaliseProfile } from '../../../lib/profile-query.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { confirmEmail } from '../api/profile-api.ts';

/**
 * The link mailed to a new address opens `/edit-profile?confirm-email=<id>&expires=…&signature=…`: confirm it
 * once, say how it went, and drop the query so a reload does not send it again.
 */
export function useEmailConfirmation(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const id = params.get('confirm-email');
  const expires = params.get('expires');
  const signature = params.get('signature');

  useEffect(() => {
    if (!id || started.current) return;
    started.current = true;
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ['confirm-email', 'expires', 'signature']) next.delete(key);
          return next;
        },
        { replace: true },
      );
    confirmEmail({ id, expires: expires ?? '', signature: signature ?? '' })
      .then((profile) => {
        queryClient.setQueryData(profileKeys.all, normaliseProfile(profile));
        notify('success', 'email_confirmed');
      })
      .catch((error: unknown) => {
        notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
      })
      .finally(clear);
  }, [id, expires, signature, queryClient, setParams]);
}
