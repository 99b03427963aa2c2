import { type CardFingerprint, CardFingerprintSchema } from '@vida/shared';
import { useEffect, useMemo, useRef } from 'react';
import { apiRequest } from './api-client.ts';

/**
 * How long a session's id is sent: the provider keeps a fingerprint about 30 minutes from the page's load to
 * the order (Device Fingerprinting Guide), so an older one is renewed, with a margin for the request itself.
 */
export const FINGERPRINT_FRESH_MS = 25 * 60_000;
/** How long paying waits for a renewed session before going ahead without one. */
const RENEWAL_WAIT_MS = 3_000;

/** A device-fingerprint session for the card checkout or payment to come: its script and the id to send. */
function cardFingerprint(): Promise<CardFingerprint> {
  return apiRequest('/card-checkout/fingerprint', { parse: (data) => CardFingerprintSchema.parse(data) });
}

/**
 * Runs the provider's device-fingerprint script on this page (Device Fingerprinting Guide: on the checkout
 * page, at the end of <body>, seconds before the order is sent).
 */
export function runFingerprintScript(url: string): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.body.append(script);
}

interface Session {
  startedAt: number;
  /** Set once the API answered and the script was added; null until then, or when it could not start. */
  id: string | null;
  ready: Promise<string | null>;
}

export interface DeviceFingerprint {
  /** The session's id when it has started and is fresh; otherwise null. */
  current(): string | null;
  /**
   * A fresh session's id: this one, or a new one (its script added now) when it is older than
   * FINGERPRINT_FRESH_MS. Null when none could start within a few seconds.
   */
  fresh(): Promise<string | null>;
}

/**
 * The device-fingerprint session of a form that sends the member's card to the provider (the card billing
 * form, the payment form): started as the form opens, so the script has the time the member takes to fill it
 * in and confirm. Without a session the request goes ahead: the provider then scores it without one.
 */
export function useDeviceFingerprint(open: boolean): DeviceFingerprint {
  const session = useRef<Session | null>(null);
  const live = useRef(false);

  const fingerprint = useMemo(() => {
    const isFresh = (s: Session) => Date.now() - s.startedAt < FINGERPRINT_FRESH_MS;
    const start = (): Session => {
      const next: Session = { startedAt: Date.now(), id: null, ready: Promise.resolve(null) };
      next.ready = cardFingerprint().then(
        ({ session_id, script_url }) => {
          // A form closed, or a newer session started, meanwhile: this one profiles nothing.
          if (!live.current || session.current !== next) return null;
          runFingerprintScript(script_url);
          next.id = session_id;
          return session_id;
        },
        () => null,
      );
      session.current = next;
      return next;
    };
    return {
      start,
      current: () => {
        const s = session.current;
        return s && isFresh(s) ? s.id : null;
      },
      fresh: async () => {
        const s = session.current;
        const ready = (s && isFresh(s) ? s : start()).ready;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENEWAL_WAIT_MS);
        });
        try {
          return await Promise.race([ready, waited]);
        } finally {
          clearTimeout(timer);
        }
      },
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    live.current = true;
    fingerprint.start();
    return () => {
      live.current = false;
      session.current = null;
    };
  }, [open, fingerprint]);

  return fingerprint;
}
