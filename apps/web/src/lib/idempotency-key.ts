import { useCallback, useState } from 'react';
import { isApiRequestError } from './api-client.ts';

/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of the write a form is about to make, made when the form opens. Keep it while the
 * same write is retried after a lost answer; `renew` it once the server has answered (success or a
 * refusal), because the next submission is a new write.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}

/** The request may have reached the server without its answer reaching us: retry with the same key. */
export function answerLost(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 0;
}
