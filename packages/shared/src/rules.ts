/**
 * Field rules of spec section 5. Messages are message keys (see messages/), translated by whoever shows them:
 * the API in the caller's language, the forms through i18next.
 */
import * as z from 'zod';
import { LIMITS } from './constants.ts';
import { type PasswordEstimator, passwordWeakness } from './password-strength.ts';

/** The special characters a password needs one of: @$!%*#?&()[]{}_-+=."';:<> */
const SPECIAL_RE = /[@$!%*#?&()[\]{}_\-+=."';:<>]/;

/** Optional country prefix, optional area code, then 6 to 8 digits, with spaces, dots or dashes between. */
export const PHONE_RE = /^(?:\+?\d{1,3}[ .-]?)?(?:(?:\(\d{2,3}\)|\d{2,3})[ .-]?)?\d{3,4}[ .-]?\d{3,4}$/;

export const requiredString = () =>
  z.string({ error: 'validation_required' }).trim().min(1, 'validation_required');

export const emailRule = () => requiredString().pipe(z.email({ error: 'validation_email' }));

/**
 * What a new password is checked against besides its characters, given by whoever has it: the API has a
 * breached list (breached-passwords.ts) and an estimator (password-strength.ts); the browser only the
 * estimator, once its dictionaries loaded. A check that is absent passes, and the API's answer names the
 * field.
 */
export interface PasswordChecks {
  readonly isBreached?: (password: string) => boolean;
  readonly estimator?: PasswordEstimator;
}

/**
 * A new password (registration, reset, change): one rule everywhere, so no account can hold a password it
 * could not change to. The strength check runs only on a password that met every other rule: it is the
 * costly one, and one reason is enough. Forms that know the member's names and e-mail check them too
 * (`personalPasswordIssue`).
 */
export const passwordRule = (checks: PasswordChecks) =>
  z
    .string({ error: 'validation_required' })
    .min(1, 'validation_required')
    .min(LIMITS.passwordMin, 'validation_password_min')
    .max(LIMITS.passwordMax, 'validation_password_max')
    .regex(/[A-Z]/, 'validation_password_uppercase')
    .regex(/[a-z]/, 'validation_password_lowercase')
    .regex(/\d/, 'validation_password_digit')
    .regex(SPECIAL_RE, 'validation_password_special')
    .refine((v) => !checks.isBreached?.(v), 'validation_password_breached')
    .check((ctx) => {
      if (ctx.issues.length > 0) return;
      const weakness = passwordWeakness(checks.estimator, ctx.value);
      if (weakness) ctx.issues.push({ code: 'custom', message: weakness, input: ctx.value });
    });

/**
 * Why a new password that met `passwordRule` is too guessable for this member (built on their names or
 * e-mail), or null. The API checks it where it knows the member; registration, where the form does.
 */
export function personalPasswordIssue(
  checks: PasswordChecks,
  password: string,
  personal: readonly unknown[],
): ReturnType<typeof passwordWeakness> {
  const inputs = personalInputs(personal);
  return inputs.length > 0 ? passwordWeakness(checks.estimator, password, inputs) : null;
}

/** The estimator's user inputs for what a member told us about themselves (names, e-mail). */
export function personalInputs(personal: readonly unknown[]): string[] {
  // Called on bodies whose other fields may have failed their rules: anything but text is ignored.
  return personal.flatMap((value) => (typeof value === 'string' && value ? personalWords(value) : []));
}

/**
 * "maría.garcía@mail.example" also gives "maria", "garcia" and "mail": each part can be in a password, and
 * members type their names without accents as often as with them.
 */
function personalWords(value: string): string[] {
  const lower = value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  return [lower, ...parts];
}

/**
 * What a person's name is made of: letters of any script with their accents, spaces, apostrophes, hyphens
 * and a period that ends an initial ("J. R.", "Jr."). Names are mailed to addresses members type in, so
 * nothing that reads as a link ("evil.example", "http://…") may pass: a period must end a word.
 */
const NAME_RE = /^(?=.*\p{L})[\p{L}\p{M}' ’.-]+$/u;
const NAME_LINK_RE = /\.(?=[\p{L}\p{N}])/u;
/** Empty and too-long names have their own messages. */
const nameCharactersOk = (v: string) =>
  v === '' || v.length > LIMITS.nameMax || (NAME_RE.test(v) && !NAME_LINK_RE.test(v));

/** A name, possibly empty (the caller decides whether it is required). */
export const optionalNameRule = () =>
  z
    .string({ error: 'validation_invalid_type' })
    .trim()
    .max(LIMITS.nameMax, 'validation_name_max')
    .refine(nameCharactersOk, 'validation_name_characters');

export const nameRule = () =>
  requiredString()
    .max(LIMITS.nameMax, 'validation_name_max')
    .refine(nameCharactersOk, 'validation_name_characters');

/** A password the server only compares (login, current password): any non-empty string. */
export const anyPasswordRule = () => z.string({ error: 'validation_required' }).min(1, 'validation_required');
