import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import {
  type CareHours,
  DEFAULT_CLUB_SITE_URL,
  DEFAULT_MEDIA_BASE_URL,
  LANGUAGES,
  SANDBOX_DEFAULT_PORT,
  SANDBOX_PROFILE,
  STAY_CHANGE_LIMITS,
} from '@vida/shared';
import { z } from 'zod';
import { REPO_ROOT } from './lib/repo-root.ts';
import { THROTTLES } from './lib/throttle.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const intIn = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PAYMENT_PROVIDERS = ['sandbox', 'cybersource'] as const;
/** The six settings a real provider needs (hosted-checkout.md: a provider is configuration alone). */
const PROVIDER_SETTINGS = [
  'PAYMENT_ENDPOINT',
  'PAYMENT_PROFILE_ID',
  'PAYMENT_ACCESS_KEY',
  'PAYMENT_SECRET_KEY',
  'PAYMENT_MERCHANT_ID',
  'FINGERPRINT_ORG_ID',
] as const;
/** proxy-addr's names for address ranges, accepted in TRUSTED_PROXIES besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const proxyList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .refine((list) => list.every(isProxyEntry), {
    error: 'must be a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });

/**
 * The club's contact facts members read (contact page, legal texts, e-mails). The defaults are placeholders
 * for development and tests; production refuses them, so a portal never goes live pointing members at them.
 */
const CLUB_PLACEHOLDERS = {
  CARE_EMAIL: 'care@vida-portal.example',
  CARE_PHONE: '800 000 8432',
  CLUB_ADDRESS: 'Av. Ejemplo 100, Zona Hotelera, 77500 Cancún, Q. Roo, México',
  CLUB_LEGAL_NAME: 'Club Vacacional Ejemplo, S.A. de C.V.',
  // The generic RFC of "público en general": no company's.
  CLUB_TAX_ID: 'XAXX010101000',
} as const;
const CLUB_SETTING_WHAT: Record<keyof typeof CLUB_PLACEHOLDERS, string> = {
  CARE_EMAIL: "customer care's e-mail address",
  CARE_PHONE: "customer care's phone number",
  CLUB_ADDRESS: "the club's street address (the privacy notice names it)",
  CLUB_LEGAL_NAME: "the club's legal (registered) name, printed on payment receipts",
  CLUB_TAX_ID: "the club's tax id (RFC), printed on payment receipts",
};

/** The club settings that still hold a placeholder: unset, the default, or an address at a `.example` domain. */
function placeholderClubSettings(env: Record<string, string>): (keyof typeof CLUB_PLACEHOLDERS)[] {
  return (Object.keys(CLUB_PLACEHOLDERS) as (keyof typeof CLUB_PLACEHOLDERS)[]).filter((name) => {
    const value = env[name]?.trim();
    return value === undefined || value === CLUB_PLACEHOLDERS[name] || /\.example(?:$|[\s/:>,])/i.test(value);
  });
}

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  PORT: intIn(0, 65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: intIn(1, 1000).default(10),
  DATA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000'),
  SESSION_TTL_MINUTES: intIn(1, 60 * 24 * 30).default(60),
  REFRESH_TTL_DAYS: intIn(1, 365).default(30),
  // One of the two (hours for short sign-ins, e.g. on shared or kiosk devices); 30 days when neither is set.
  SESSION_MAX_DAYS: intIn(1, 365).optional(),
  SESSION_MAX_HOURS: intIn(1, 24 * 365).optional(),
  SESSION_IDLE_MINUTES: intIn(5, 60 * 24 * 365).default(60 * 24),
  SESSION_REFRESH_GRACE_SECONDS: intIn(0, 60).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  CAPTCHA_COST: intIn(1, 1_000_000).default(1000),
  CAPTCHA_COUNTER_MAX: intIn(2, 1_000_000).default(2000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUSTED_PROXIES: proxyList.optional(),
  MEMBER_REQUESTS_PER_MINUTE: intIn(1, 100_000_000).default(THROTTLES.apiMember.max),
  API_DOCS: booleanString.optional(),
  CLUB_NAME: z.string().trim().min(1).default('Vida Vacations'),
  CARE_EMAIL: z.email({ error: 'must be an e-mail address' }).default(CLUB_PLACEHOLDERS.CARE_EMAIL),
  CARE_PHONE: z.string().trim().min(1).default(CLUB_PLACEHOLDERS.CARE_PHONE),
  CLUB_ADDRESS: z.string().trim().min(10, 'must be a street address').default(CLUB_PLACEHOLDERS.CLUB_ADDRESS),
  CLUB_LEGAL_NAME: z.string().trim().min(2).default(CLUB_PLACEHOLDERS.CLUB_LEGAL_NAME),
  CLUB_TAX_ID: z
    .string()
    .trim()
    .regex(/^[A-Z&Ñ0-9-]{5,20}$/i, 'must be a tax id such as an RFC (letters and digits)')
    .default(CLUB_PLACEHOLDERS.CLUB_TAX_ID),
  CARE_HOURS: z.string().default('mon-fri 09:00-20:00, sat 09:00-18:00, sun closed'),
  CARE_TIME_ZONE: z.string().trim().min(1).default('CST'),
  CARE_LANGUAGE: z.enum(LANGUAGES, { error: 'must be en or es' }).default('es'),
  STAY_CANCEL_CUTOFF_DAYS: intIn(0, 365).default(STAY_CHANGE_LIMITS.cancelCutoffDays),
  PRECHECKIN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://checkin.vida-portal.example/'),
  CLUB_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_CLUB_SITE_URL),
  // A path on this origin (`/media`) or an absolute http(s) URL (a CDN); never a query or fragment.
  MEDIA_BASE_URL: z
    .string()
    .trim()
    .refine(isMediaBase, 'must be a path starting with / or an http:// or https:// URL, without ? or #')
    .default(DEFAULT_MEDIA_BASE_URL),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Vida Vacations <no-reply@vida-portal.example>'),
  LINK_SIGNING_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: 'must be sandbox or cybersource' }).optional(),
  SANDBOX_PORT: intIn(1, 65535).default(SANDBOX_DEFAULT_PORT),
  PAYMENT_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
    .optional(),
  PAYMENT_PROFILE_ID: z.string().trim().length(36, 'must have 36 characters').optional(),
  PAYMENT_ACCESS_KEY: z.string().trim().length(32, 'must have 32 characters').optional(),
  PAYMENT_SECRET_KEY: z.string().min(16, 'must have at least 16 characters').optional(),
  PAYMENT_MERCHANT_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be letters, digits, _ or -')
    .optional(),
  FINGERPRINT_ORG_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be letters, digits, _ or -')
    .optional(),
  FINGERPRINT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
    .optional(),
  STAFF_SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  PAYMENTS_ENABLED: booleanString.optional(),
  PAYMENT_REST_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
    .optional(),
  PAYMENT_REST_KEY_ID: z.string().trim().min(8, 'must have at least 8 characters').optional(),
  PAYMENT_REST_SECRET: z
    .base64({ error: 'must be base64' })
    .min(16, 'must have at least 16 characters')
    .optional(),
  PAYMENT_TIMEOUT_MS: intIn(100, 120_000).default(20_000),
  PAYMENT_RECONCILE_AFTER_SECONDS: intIn(0, 86_400).default(120),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: intIn(1, 86_400).default(60),
  PAYMENT_NOT_FOUND_AFTER_SECONDS: intIn(1, 604_800).default(3_600),
  PAYMENT_ATTEMPTS_PER_MEMBER: intIn(1, 100_000_000).default(THROTTLES.paymentUser.max),
  PAYMENT_ATTEMPTS_PER_IP: intIn(1, 100_000_000).default(THROTTLES.paymentIp.max),
  /** Test-only (ignored in production): the process exits right after the gateway answers a charge. */
  PAYMENT_TEST_EXIT_AFTER_CHARGE: booleanString.default(false),
});

function isMediaBase(value: string): boolean {
  if (/[?#\s]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** The origin CSP must allow for media, or null when the media are on the portal's own origin. */
export function mediaOrigin(mediaBaseUrl: string): string | null {
  return /^https?:\/\//.test(mediaBaseUrl) ? new URL(mediaBaseUrl).origin : null;
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const HOURS_RE = /^([a-z]{3})(?:-([a-z]{3}))?\s+(?:(\d\d:\d\d)-(\d\d:\d\d)|closed)$/;

/**
 * Customer care's opening hours from `CARE_HOURS`: comma-separated `day[-day] HH:MM-HH:MM` or `day closed`,
 * days as mon … sun. Answers an error text for the config message when the value does not read.
 */
export function parseCareHours(value: string): CareHours[] | string {
  const out: CareHours[] = [];
  for (const part of value.split(',').map((p) => p.trim().toLowerCase())) {
    const match = HOURS_RE.exec(part);
    const from = DAY_NAMES.indexOf((match?.[1] ?? '') as (typeof DAY_NAMES)[number]);
    const to = match?.[2] ? DAY_NAMES.indexOf(match[2] as (typeof DAY_NAMES)[number]) : from;
    if (!match || from < 0 || to < from) {
      return `must read like "mon-fri 09:00-20:00, sat 09:00-18:00, sun closed" (got "${part}")`;
    }
    const days = DAY_NAMES.slice(from, to + 1).map((_, i) => from + i + 1);
    out.push({ days, opens: match[3] ?? null, closes: match[4] ?? null });
  }
  return out;
}

/**
 * Every setting, typed as `settingsFrom` builds it from the parsed environment (`EnvSchema`): no second
 * description to keep in step with the parsing.
 */
export type Config = ReturnType<typeof settingsFrom>;
type Env = z.output<typeof EnvSchema>;

/** Never echoed in error messages: they may carry credentials. */
const SECRET_VARIABLES = new Set([
  'CAPTCHA_HMAC_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'LINK_SIGNING_KEY',
  'PAYMENT_SECRET_KEY',
  'PAYMENT_ACCESS_KEY',
  'STAFF_SECRET_KEY',
  'PAYMENT_REST_SECRET',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty variables count as unset, as docker-compose and shell scripts often pass `VAR=`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * Reads and validates every setting. Relative paths are resolved against the directory npm was started
 * from (`INIT_CWD`), because `npm start -w @vida/api` changes the working directory to `apps/api`.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = withoutEmpty(rawEnv);
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = SECRET_VARIABLES.has(name) ? undefined : env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return settingsFrom(parsed.data, env);
}

/** The settings from the parsed environment; `env` is the raw one, for what the schema does not keep. */
function settingsFrom(e: Env, env: Record<string, string>) {
  const careHours = parseCareHours(e.CARE_HOURS);
  if (typeof careHours === 'string')
    throw new ConfigError(`Invalid configuration:\n  CARE_HOURS ${careHours}`);
  const baseDir = env.INIT_CWD ?? process.cwd();
  const pathFrom = (value: string | undefined, fallback: string) =>
    value === undefined ? fallback : isAbsolute(value) ? value : resolve(baseDir, value);
  const warnings: string[] = [];

  let hmacKey = e.CAPTCHA_HMAC_KEY;
  if (hmacKey === undefined) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  CAPTCHA_HMAC_KEY is required in production (at least 32 characters, the same for every API process)',
      );
    }
    // Stable per checkout, so restarts keep issued challenges valid; never secret, hence the warning.
    hmacKey = createHash('sha256').update(`vida-portal-dev-captcha:${REPO_ROOT}`).digest('hex');
    if (e.NODE_ENV === 'development') {
      warnings.push('CAPTCHA_HMAC_KEY is not set: using a development key derived from the checkout path');
    }
  }

  let linkSigningKey = e.LINK_SIGNING_KEY;
  if (linkSigningKey === undefined) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  LINK_SIGNING_KEY is required in production (at least 32 characters, the same for every API process)',
      );
    }
    linkSigningKey = createHash('sha256').update(`vida-portal-dev-links:${REPO_ROOT}`).digest('hex');
    if (e.NODE_ENV === 'development') {
      warnings.push('LINK_SIGNING_KEY is not set: using a development key derived from the checkout path');
    }
  }
  let staffSecretKey = e.STAFF_SECRET_KEY;
  if (staffSecretKey === undefined) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  STAFF_SECRET_KEY is required in production (at least 32 characters, the same for every API process)',
      );
    }
    staffSecretKey = createHash('sha256').update(`vida-portal-dev-staff:${REPO_ROOT}`).digest('hex');
    if (e.NODE_ENV === 'development') {
      warnings.push('STAFF_SECRET_KEY is not set: using a development key derived from the checkout path');
    }
  }
  if (e.NODE_ENV === 'production') {
    const placeholders = placeholderClubSettings(env);
    if (placeholders.length > 0) {
      const lines = placeholders.map(
        (name) => `${name} is required in production: set ${CLUB_SETTING_WHAT[name]}, not a placeholder`,
      );
      throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
    }
  }
  if (e.SESSION_MAX_DAYS !== undefined && e.SESSION_MAX_HOURS !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_MAX_HOURS and SESSION_MAX_DAYS are both set: set one of them',
    );
  }
  if (env.TRUST_PROXY !== undefined) {
    // Trusting every hop made the left-most, client-written X-Forwarded-For entry the client IP.
    warnings.push('TRUST_PROXY is no longer read: list the proxies in TRUSTED_PROXIES instead');
  }
  if (e.SMTP_URL === undefined && e.NODE_ENV === 'production') {
    warnings.push('SMTP_URL is not set: e-mails are kept in the outbox and not delivered');
  }

  const payment = paymentSettings(e, env, warnings);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    /** null: use the embedded PGlite database in `dataDir`. */
    databaseUrl: e.DATABASE_URL ?? null,
    /** Connections each API process keeps to PostgreSQL. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    /** Absolute path of the embedded database's folder (and other local state). */
    dataDir: pathFrom(e.DATA_DIR, join(REPO_ROOT, 'data')),
    /** Origin the portal is reached at; used in e-mail links. */
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    refreshTtlDays: e.REFRESH_TTL_DAYS,
    /** A sign-in ends this many hours after it started, however often it is refreshed. */
    sessionMaxHours: e.SESSION_MAX_HOURS ?? (e.SESSION_MAX_DAYS ?? 30) * 24,
    /** A session not refreshed for this long cannot be refreshed any more. */
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    /** A refresh token rotated less than this long ago still refreshes (tabs refreshing at once); 0: off. */
    sessionRefreshGraceSeconds: e.SESSION_REFRESH_GRACE_SECONDS,
    logLevel: e.LOG_LEVEL,
    captcha: {
      hmacKey,
      /** PBKDF2 iterations per attempt. */
      cost: e.CAPTCHA_COST,
      /** The secret counter is drawn between counterMax / 5 and counterMax; the solver counts up to it. */
      counterMax: e.CAPTCHA_COUNTER_MAX,
      expiresSeconds: 600,
    },
    webDistDir: pathFrom(e.WEB_DIST_DIR, join(REPO_ROOT, 'apps', 'web', 'dist')),
    /**
     * The proxies in front of the API (addresses, CIDR ranges). The client IP is the right-most
     * X-Forwarded-For hop that is not one of them; empty: the connection's address, the header is ignored.
     */
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    /**
     * The per-member ceiling on signed-in requests a minute (THROTTLES.apiMember): against runaway clients and
     * stolen tokens. The benchmark raises it to measure one member's routes at hundreds of requests a second.
     */
    memberRequestsPerMinute: e.MEMBER_REQUESTS_PER_MINUTE,
    /** Serve `/api/docs` and `/api/openapi.json` (off in production unless API_DOCS=true). */
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    /** What members see of the club and where customer care is reached (contact page, notifications). */
    club: {
      name: e.CLUB_NAME,
      careEmail: e.CARE_EMAIL,
      carePhone: e.CARE_PHONE,
      /** The club's street address (the privacy notice's "Responsable … con domicilio en"). */
      address: e.CLUB_ADDRESS,
      /** The legal name and tax id payment receipts carry, with `address`. */
      legalName: e.CLUB_LEGAL_NAME,
      taxId: e.CLUB_TAX_ID.toUpperCase(),
      careHours,
      careTimeZone: e.CARE_TIME_ZONE,
      /** Language of the notifications customer care receives. */
      careLanguage: e.CARE_LANGUAGE,
      /** A stay arriving sooner than this many days is cancelled by phone, not online (issue 26). */
      stayCancelCutoffDays: e.STAY_CANCEL_CUTOFF_DAYS,
      /** The hotels' online pre-check-in, where the pre-registration page sends members. */
      precheckinUrl: e.PRECHECKIN_URL,
      /** The club's external site (club-benefits button). */
      siteUrl: e.CLUB_SITE_URL,
      /**
       * Videos, posters and captions: `/media` or an absolute URL; no trailing slash ('' is the web root:
       * `/` becomes '', and clients append `/what-it-is-en.mp4`).
       */
      mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/+$/, ''),
    },
    mail: {
      /** null: messages stay in the outbox as `kept` (readable at /dev/mailbox outside production). */
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
    },
    /** HMAC key of the links the portal mails (e-mail verification). */
    linkSigningKey,
    /** The card provider's hosted checkout (hosted-checkout.md); `sandbox` is apps/card-sandbox. */
    payment,
    /** Encrypts the staff's TOTP secrets at rest. */
    staffSecretKey,
    /** Things worth a warning at start-up (the logger does not exist yet when the config is read). */
    warnings,
  };
}

/**
 * The card provider. Outside production the sandbox is the default, with its development profile; in
 * production every provider setting is required unless `PAYMENT_PROVIDER=sandbox` says so explicitly (a
 * portal must never take members' cards to a sandbox by accident).
 */
function paymentSettings(e: Env, env: Record<string, string>, warnings: string[]) {
  // A real provider by default in production; the sandbox by default elsewhere.
  const provider = e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'cybersource' : 'sandbox');
  if (provider !== 'sandbox') {
    const missing = PROVIDER_SETTINGS.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required with a real card provider (or set PAYMENT_PROVIDER=sandbox explicitly)`,
      );
    }
  }
  const enabled = e.PAYMENTS_ENABLED ?? e.NODE_ENV !== 'production';
  if (provider !== 'sandbox' && enabled) {
    const missing = ['PAYMENT_REST_ENDPOINT', 'PAYMENT_REST_KEY_ID', 'PAYMENT_REST_SECRET'].filter(
      (name) => env[name] === undefined,
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required to take payments with a real card provider (or set PAYMENTS_ENABLED=false)`,
      );
    }
  }
  // "Not found" sooner than a charge may take to answer would free the items of a charge still running.
  if (e.PAYMENT_NOT_FOUND_AFTER_SECONDS * 1000 <= e.PAYMENT_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_NOT_FOUND_AFTER_SECONDS must be longer than PAYMENT_TIMEOUT_MS',
    );
  }
  if (provider === 'sandbox' && e.NODE_ENV === 'production') {
    warnings.push('PAYMENT_PROVIDER=sandbox: cards go to the sandbox provider, not to a real one');
  }
  return {
    provider,
    /** Origin (and optional base path) the browser posts the signed fields to, without a trailing slash. */
    endpoint: (e.PAYMENT_ENDPOINT ?? `http://127.0.0.1:${e.SANDBOX_PORT}`).replace(/\/+$/, ''),
    profileId: e.PAYMENT_PROFILE_ID ?? SANDBOX_PROFILE.profileId,
    accessKey: e.PAYMENT_ACCESS_KEY ?? SANDBOX_PROFILE.accessKey,
    /** Signs requests and verifies replies; never leaves the server. */
    secretKey: e.PAYMENT_SECRET_KEY ?? SANDBOX_PROFILE.secretKey,
    merchantId: e.PAYMENT_MERCHANT_ID ?? SANDBOX_PROFILE.merchantId,
    fingerprintOrgId: e.FINGERPRINT_ORG_ID ?? SANDBOX_PROFILE.fingerprintOrgId,
    /**
     * Where the device-fingerprint script is served (`<url>/fp/tags.js`): the provider's fingerprint host,
     * or in production a path of ours that redirects there (Device Fingerprinting Guide: "Configuring Your
     * Web Server"). The sandbox serves it on its own origin.
     */
    fingerprintUrl: (
      e.FINGERPRINT_URL ??
      (provider === 'sandbox'
        ? (e.PAYMENT_ENDPOINT ?? `http://127.0.0.1:${e.SANDBOX_PORT}`)
        : 'https://h.online-metrix.net')
    ).replace(/\/+$/, ''),
    /** Whether members can pay (PAYMENTS_ENABLED; on by default outside production). */
    enabled,
    /** The REST payments API that charges saved tokens (HTTP-signature credentials). */
    rest: {
      // The sandbox serves the REST API on the same origin as its hosted pages.
      endpoint: (
        e.PAYMENT_REST_ENDPOINT ??
        e.PAYMENT_ENDPOINT ??
        `http://127.0.0.1:${e.SANDBOX_PORT}`
      ).replace(/\/+$/, ''),
      keyId: e.PAYMENT_REST_KEY_ID ?? SANDBOX_PROFILE.restKeyId,
      secretBase64: e.PAYMENT_REST_SECRET ?? SANDBOX_PROFILE.restSecret,
    },
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    /** A pending attempt older than this is settled with the provider (at start-up and periodically). */
    reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
    reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    /**
     * A charge the provider's search does not find is taken as never made only once its attempt is older
     * than this: a slow charge completes, and a completed one becomes searchable, some time after our
     * timeout, so an early "not found" is no answer (a failed attempt frees its items for a new charge).
     */
    notFoundAfterSeconds: e.PAYMENT_NOT_FOUND_AFTER_SECONDS,
    /**
     * Card attempts per member and per IP in 15 minutes (lib/card-attempts.ts): payments, and card checkouts
     * as a budget of their own, against card testing. Load runs that pay at hundreds a second raise them.
     */
    attemptsPerMember: e.PAYMENT_ATTEMPTS_PER_MEMBER,
    attemptsPerIp: e.PAYMENT_ATTEMPTS_PER_IP,
    /** Tests only: exit right after the gateway call (the crash the reconciliation must survive). */
    exitAfterCharge: e.PAYMENT_TEST_EXIT_AFTER_CHARGE && e.NODE_ENV !== 'production',
  };
}
