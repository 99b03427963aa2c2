import * as z from 'zod';
import { LANGUAGES } from '../constants.ts';
import { anyPasswordRule, emailRule, requiredString } from '../rules.ts';

export const LoginRequestSchema = z.object({
  email: emailRule(),
  password: anyPasswordRule(),
  /** The ALTCHA payload (base64) produced by the widget. */
  captcha_response: requiredString().pipe(z.string().max(4096)),
  /** Required only after a 409 asked the account to confirm its member id. */
  vida_member_id: z
    .string()
    .trim()
    .regex(/^\d*$/, 'validation_numeric')
    .max(20)
    .optional()
    .transform((v) => (v ? v : undefined)),
  lang: z.enum(LANGUAGES).optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const TokenSchema = z.object({
  access_token: z.string(),
  /** ISO 8601 instant after which the access token is refused. */
  expires_at: z.string(),
  refresh_token: z.string(),
});
export type Token = z.infer<typeof TokenSchema>;

/** A sign-in or renewal answered in cookie mode: no token, only what the page needs to know. */
export const CookieSessionSchema = z.object({
  /** ISO 8601 instant after which the access token (the `vida_session` cookie) is refused. */
  expires_at: z.string(),
  /** ISO 8601 instant until which the `vida_refresh` cookie can renew the session. */
  refresh_expires_at: z.string(),
});
export type CookieSession = z.infer<typeof CookieSessionSchema>;

/** The refresh token may stay out of the body when the `vida_refresh` cookie carries it. */
export const RefreshRequestSchema = z.object({ refresh_token: requiredString().optional() });

/** One of the member's live sign-ins (My Account → sessions); `id` names it for ending it. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  /** Browser and operating system read from the User-Agent; null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  signed_in_at: z.string(),
  /** The latest sign-in or token renewal. */
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** An ALTCHA challenge as the widget expects it; its shape belongs to the ALTCHA protocol. */
export const CaptchaChallengeSchema = z.looseObject({});
