import * as z from 'zod';
import { LANGUAGES } from '../constants.ts';
import {
  emailRule,
  nameRule,
  type PasswordChecks,
  PHONE_RE,
  passwordRule,
  personalPasswordIssue,
  requiredString,
} from '../rules.ts';

const optionalPhone = () =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(PHONE_RE, 'validation_phone').optional());

const captchaField = () => requiredString().pipe(z.string().max(4096));

/**
 * Registration (spec sections 3 and 5): every field but the home phone and the member id is required. The
 * password is checked with what the caller has (`PasswordChecks`).
 */
export const registerRequestSchema = (checks: PasswordChecks) =>
  z
    .object({
      first_name: nameRule(),
      last_name: nameRule(),
      email: emailRule(),
      password: passwordRule(checks),
      password_confirmation: z.string({ error: 'validation_required' }).min(1, 'validation_required'),
      home_phone: optionalPhone(),
      mobile_phone: requiredString().regex(PHONE_RE, 'validation_phone'),
      country: requiredString().pipe(z.string().max(2, 'validation_invalid')),
      /** Members give their number; non-members leave it empty. */
      vida_member_id: z
        .string()
        .trim()
        .max(20, 'validation_invalid')
        .regex(/^\d*$/, 'validation_numeric')
        .optional()
        .nullable()
        .transform((v) => (v ? v : undefined)),
      language_id: z.enum(LANGUAGES, { error: 'validation_invalid' }),
      terms_and_conditions: z.boolean({ error: 'validation_terms' }).refine((v) => v, 'validation_terms'),
      captcha_response: captchaField(),
    })
    .refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'validation_password_mismatch',
    })
    .check((ctx) => {
      // A password that already failed its rule says why there; this only adds what the names tell.
      if (ctx.issues.some((issue) => issue.path?.[0] === 'password')) return;
      const { password, first_name, last_name, email } = ctx.value;
      const weakness = personalPasswordIssue(checks, password, [first_name, last_name, email]);
      if (weakness)
        ctx.issues.push({ code: 'custom', path: ['password'], message: weakness, input: password });
    });
export type RegisterRequest = z.input<ReturnType<typeof registerRequestSchema>>;
export type Registration = z.output<ReturnType<typeof registerRequestSchema>>;

export const RegisterResultSchema = z.object({
  /** The e-mail belongs to a member the club already knew: the account was linked to that record. */
  pre_existing_account: z.boolean(),
});
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** The query of a verification link: `?expires=<unix seconds>&signature=<hex>`. */
export const VerifyQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const VerifyResultSchema = z.object({
  verified: z.literal(true),
  email: z.string(),
  /** The account was created from the previous mobile app's: its owner gets the password notice (issue 29). */
  previous_app: z.boolean(),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

export const EmailRequestSchema = z.object({ email: emailRule() });
export type EmailRequest = z.input<typeof EmailRequestSchema>;

/** Forgot password: the e-mail and a solved captcha (each request may mail a code). */
export const ForgotPasswordRequestSchema = z.object({ email: emailRule(), captcha_response: captchaField() });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ForgotPasswordResultSchema = z.object({
  /** Goes in the reset URL; the code that goes with it arrives by e-mail. */
  token: z.string(),
});
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResultSchema>;

export const RESET_CODE_LENGTH = 6;

export const resetPasswordRequestSchema = (checks: PasswordChecks) =>
  z
    .object({
      verification_code: requiredString().regex(/^\d+$/, 'validation_numeric'),
      password: passwordRule(checks),
      password_confirmation: z.string({ error: 'validation_required' }).min(1, 'validation_required'),
    })
    .refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'validation_password_mismatch',
    });
export type ResetPasswordRequest = z.input<ReturnType<typeof resetPasswordRequestSchema>>;
