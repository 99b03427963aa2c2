import { isAbsolute, join, resolve } from 'node:path';
import { SANDBOX_DEFAULT_PORT, SANDBOX_PROFILE } from '@vida/shared';

/** Where `npm` runs: relative paths and the default data folder are resolved from the repository root. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface SandboxConfig {
  port: number;
  host: string;
  /** Folder of the sandbox's own store (the portal never reads it). */
  dataDir: string;
  /** The one merchant profile the sandbox knows: what requests must carry and are signed with. */
  profile: { profileId: string; accessKey: string; secretKey: string };
  /** The REST API's credentials (HTTP signature): merchant id, key id and base64 shared secret. */
  rest: { merchantId: string; keyId: string; secret: string };
  /**
   * Milliseconds a token charge takes before it is answered and recorded (tests of timeouts and concurrency
   * slow it down): until then searches do not find it, as with a real provider still processing it.
   */
  chargeDelayMs: number;
  /** Milliseconds after a charge completes before searches find it (a real provider's search indexing lag). */
  searchDelayMs: number;
  /** The profile's receipt and cancel pages (a request may override them) and its Merchant POST URL. */
  receiptUrl: string;
  cancelUrl: string;
  merchantPostUrl: string | null;
  /** Milliseconds between Merchant POST attempts (three in all). */
  merchantPostRetryMs: number;
  quiet: boolean;
}

export class SandboxConfigError extends Error {}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

function port(value: string | undefined): number {
  if (value === undefined) return SANDBOX_DEFAULT_PORT;
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new SandboxConfigError(`SANDBOX_PORT must be a port number (got "${value}")`);
  }
  return Number(value);
}

function url(name: string, value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw new SandboxConfigError(`${name} must be an http:// or https:// URL (got "${value}")`);
}

/**
 * Settings from the environment. The profile comes from the portal's own variables (`PAYMENT_PROFILE_ID`,
 * `PAYMENT_ACCESS_KEY`, `PAYMENT_SECRET_KEY`), so one environment configures both sides; the pages the replies
 * go to default to the portal at `PUBLIC_URL`.
 */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const get = (name: string) => blankToUndefined(env[name]);
  const portal = url('PUBLIC_URL', get('PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
  const dataDir = get('SANDBOX_DATA_DIR') ?? 'data/card-sandbox';
  const merchantPost = get('SANDBOX_MERCHANT_POST_URL') ?? `${portal}/api/v1/card-checkout/merchant-post`;
  const retry = get('SANDBOX_MERCHANT_POST_RETRY_MS') ?? '2000';
  if (!/^\d+$/.test(retry)) throw new SandboxConfigError('SANDBOX_MERCHANT_POST_RETRY_MS must be a number');
  const chargeDelay = get('SANDBOX_CHARGE_DELAY_MS') ?? '0';
  if (!/^\d+$/.test(chargeDelay)) throw new SandboxConfigError('SANDBOX_CHARGE_DELAY_MS must be a number');
  const searchDelay = get('SANDBOX_SEARCH_DELAY_MS') ?? '0';
  if (!/^\d+$/.test(searchDelay)) throw new SandboxConfigError('SANDBOX_SEARCH_DELAY_MS must be a number');
  return {
    port: port(get('SANDBOX_PORT')),
    host: get('SANDBOX_HOST') ?? '127.0.0.1',
    dataDir: isAbsolute(dataDir) ? dataDir : join(REPO_ROOT, dataDir),
    profile: {
      profileId: get('PAYMENT_PROFILE_ID') ?? SANDBOX_PROFILE.profileId,
      accessKey: get('PAYMENT_ACCESS_KEY') ?? SANDBOX_PROFILE.accessKey,
      secretKey: get('PAYMENT_SECRET_KEY') ?? SANDBOX_PROFILE.secretKey,
    },
    rest: {
      merchantId: get('PAYMENT_MERCHANT_ID') ?? SANDBOX_PROFILE.merchantId,
      keyId: get('PAYMENT_REST_KEY_ID') ?? SANDBOX_PROFILE.restKeyId,
      secret: get('PAYMENT_REST_SECRET') ?? SANDBOX_PROFILE.restSecret,
    },
    chargeDelayMs: Number(chargeDelay),
    searchDelayMs: Number(searchDelay),
    receiptUrl: url(
      'SANDBOX_RECEIPT_URL',
      get('SANDBOX_RECEIPT_URL') ?? `${portal}/api/v1/card-checkout/receipt`,
    ),
    cancelUrl: url(
      'SANDBOX_CANCEL_URL',
      get('SANDBOX_CANCEL_URL') ?? `${portal}/api/v1/card-checkout/receipt`,
    ),
    merchantPostUrl: merchantPost === 'off' ? null : url('SANDBOX_MERCHANT_POST_URL', merchantPost),
    merchantPostRetryMs: Number(retry),
    quiet: get('SANDBOX_QUIET') === 'true',
  };
}
