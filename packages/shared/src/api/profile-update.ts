/**
 * `PUT /profile` (spec sections 3, 4 and 5) and the e-mail confirmation. The API validates with these; the
 * edit-profile form and the change-password dialog reuse the rules. Texts of the keys used here live in the
 * profile catalogue (`profileMessages`, messages/profile.ts): the web app loads it where these forms are shown.
 */
import * as z from 'zod';
import { LANGUAGES, LIMITS } from '../constants.ts';
import { emailRule, type PasswordChecks, PHONE_RE, passwordRule, requiredString } from '../rules.ts';
import { ProfileSchema } from './profile.ts';

/** Membership data: recorded as a pending change that customer care verifies within 1–3 days. */
export const PROFILE_PENDING_FIELDS = [
  'address_line_1',
  'address_line_2',
  'email',
  'home_phone',
  'mobile_phone',
] as const;
export type ProfilePendingField = (typeof PROFILE_PENDING_FIELDS)[number];

/** Preferences and the password: applied at once. */
export const PROFILE_IMMEDIATE_FIELDS = [
  'language_id',
  'all_communications',
  'monthly_communications',
  'due_reminders',
  'password',
] as const;
export type ProfileImmediateField = (typeof PROFILE_IMMEDIATE_FIELDS)[number];

/** Longest address line, e-mail and current password the API takes (beyond any real one; keeps hashing cheap). */
export const PROFILE_LIMITS = { addressMax: 200, emailMax: 254, passwordMax: 256 } as const;

/** Spec section 5: required, at least 8 characters, with a letter and a digit. */
export const addressRule = () =>
  requiredString().pipe(
    // Piped: checks chained on `requiredString()` would inherit its message for every failure.
    z
      .string()
      .max(PROFILE_LIMITS.addressMax)
      .min(LIMITS.addressMin, 'validation_address_min')
      .regex(/\p{L}/u, 'validation_address_format')
      .regex(/\d/, 'validation_address_format'),
  );

/**
 * The first address line on the wire: absent stays absent; empty or null becomes null, which the API takes
 * as "no address" only where none is stored (an account without a club record) and refuses otherwise.
 */
const optionalAddress = () =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null))
    .pipe(addressRule().nullable().optional());

/** Absent stays absent (unchanged); empty or null becomes null; anything else must be a phone number. */
const optionalPhone = () =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null))
    .pipe(z.string().regex(PHONE_RE, 'validation_phone').nullable().optional());

const optionalLine = () =>
  z
    .string()
    .trim()
    .max(PROFILE_LIMITS.addressMax)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

const passwordField = () => z.string().max(PROFILE_LIMITS.passwordMax).nullable().optional();

/**
 * The body of `PUT /profile`. Every field is optional on the wire (the web app sends the whole form); fields
 * it does not know are refused. `current_password` re-authenticates the two sensitive changes: a new password
 * (then the new password must satisfy the password rule and the confirmation must equal it) and a new e-mail
 * (whether it is needed and right, only the server knows: 400 `errors.current_password`). Without a current
 * password the new-password fields are dropped (spec: the web form sends them empty). The new password is
 * checked with what the caller has (`PasswordChecks`).
 */
export const profileUpdateSchema = (checks: PasswordChecks) =>
  z
    .object({
      address_line_1: optionalAddress(),
      address_line_2: optionalLine(),
      email: emailRule().pipe(z.string().max(PROFILE_LIMITS.emailMax)).optional(),
      home_phone: optionalPhone(),
      mobile_phone: optionalPhone(),
      language_id: z.enum(LANGUAGES, { error: 'validation_invalid' }).optional(),
      current_password: passwordField(),
      new_password: passwordField(),
      new_password_confirmation: passwordField(),
      all_communications: z.boolean({ error: 'validation_invalid' }).optional(),
      monthly_communications: z.boolean({ error: 'validation_invalid' }).optional(),
      due_reminders: z.boolean({ error: 'validation_invalid' }).optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.current_password || (!v.new_password && !v.new_password_confirmation)) return;
      const rule = passwordRule(checks).safeParse(v.new_password ?? '');
      if (!rule.success) {
        for (const issue of rule.error.issues) {
          ctx.addIssue({ code: 'custom', path: ['new_password'], message: issue.message });
        }
      }
      if ((v.new_password_confirmation ?? '') === '') {
        ctx.addIssue({ code: 'custom', path: ['new_password_confirmation'], message: 'validation_required' });
      } else if (v.new_password_confirmation !== v.new_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['new_password_confirmation'],
          message: 'validation_password_mismatch',
        });
      }
    })
    .transform(({ current_password, new_password, new_password_confirmation, ...rest }) => ({
      ...rest,
      ...(current_password ? { current_password } : {}),
      ...(current_password && new_password ? { new_password } : {}),
    }));
export type ProfileUpdateRequest = z.input<ReturnType<typeof profileUpdateSchema>>;
export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** The change-password dialog's own form (its values are then sent with `PUT /profile`). */
export const changePasswordSchema = (checks: PasswordChecks) =>
  z
    .object({
      current_password: requiredString().pipe(z.string().max(PROFILE_LIMITS.passwordMax)),
      new_password: passwordRule(checks),
      new_password_confirmation: z.string({ error: 'validation_required' }).min(1, 'validation_required'),
    })
    .refine((v) => v.new_password === v.new_password_confirmation, {
      path: ['new_password_confirmation'],
      message: 'validation_password_mismatch',
    });
export type ChangePasswordRequest = z.input<ReturnType<typeof changePasswordSchema>>;

/** `data` of a `PUT /profile` answer. */
export const ProfileUpdateResultSchema = z.object({
  /** The profile after the update (pending membership data still shows the old values). */
  profile: ProfileSchema,
  /** What took effect at once. */
  applied: z.array(z.enum(PROFILE_IMMEDIATE_FIELDS)),
  /** What waits for customer care (see `profile.pending_change`). */
  pending: z.array(z.enum(PROFILE_PENDING_FIELDS)),
  /** A confirmation link went to the new e-mail. */
  email_confirmation_sent: z.boolean(),
});
export type ProfileUpdateResult = z.infer<typeof ProfileUpdateResultSchema>;

/**
 * The whole `PUT /profile` answer: `message` is the success text in the request language (profile updated;
 * or verified by agents within 1–3 days, plus the confirmation-link note when the e-mail changed).
 */
export const ProfileUpdateResponseSchema = z.object({ data: ProfileUpdateResultSchema, message: z.string() });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/**
 * `POST /profile/email-confirmation`: the query of the mailed link
 * `/edit-profile?confirm-email=<id>&expires=<unix seconds>&signature=<hex>`, numbers as strings or numbers.
 */
export const EmailConfirmationRequestSchema = z.object({
  id: z.union([z.string().max(20), z.number().int()]).transform(String),
  expires: z.union([z.string().max(20), z.number().int()]).transform(String),
  signature: z.string().max(200),
});
export type EmailConfirmationRequest = z.input<typeof EmailConfirmationRequestSchema>;

/** Its answer: the profile (`pending_change.email_confirmed` now true) and a success text. */
export const EmailConfirmationResponseSchema = z.object({ data: ProfileSchema, message: z.string() });
export type EmailConfirmationResponse = z.infer<typeof EmailConfirmationResponseSchema>;
