/**
 * The customer-care desk (issue 16): staff accounts with a second factor, the inbox of member threads,
 * profile-change and stay-request decisions, member lookup and the audit log. Staff and members never
 * share a token: these shapes belong to `/api/v1/care/*` only.
 */
import * as z from 'zod';
import { LANGUAGES } from '../constants.ts';
import {
  anyPasswordRule,
  emailRule,
  nameRule,
  type PasswordChecks,
  passwordRule,
  requiredString,
} from '../rules.ts';
import { messageTextRule } from './messages.ts';

export const STAFF_ROLES = ['agent', 'admin'] as const;

export const CARE_LIMITS = {
  /** Hours a member waits at most for an answer (spec: contact answered within 24 hours). */
  replyPromiseHours: 24,
  /** Days within which a profile change is verified (spec: 1–3 days). */
  profileChangeDueDays: 3,
  recoveryCodes: 10,
  /** Lifetime of the token between the password and the second factor. */
  secondFactorMinutes: 10,
  /** A desk session lasts a working day; then staff sign in again. */
  sessionHours: 8,
  reasonMax: 1000,
  lookupQueryMax: 128,
  confirmationNumberMax: 32,
  roomTypeMax: 128,
} as const;

/** Six digits from the authenticator app. */
export const totpCodeRule = () => requiredString().regex(/^\d{6}$/, 'validation_totp_code');
/** A one-time recovery code as shown at enrolment (`xxxxx-xxxxx`); dashes and case do not matter. */
export const recoveryCodeRule = () =>
  requiredString()
    .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'validation_recovery_code'));

// ---------------------------------------------------------------------------------------------------------
// Sign-in

export const StaffLoginRequestSchema = z.object({
  email: emailRule(),
  password: anyPasswordRule(),
  captcha_response: requiredString().pipe(z.string().max(4096)),
});
export type StaffLoginRequest = z.input<typeof StaffLoginRequestSchema>;

/** After the password: what the second step is, and the short-lived token that may take it. */
export const StaffSecondFactorSchema = z.object({
  second_factor_token: z.string(),
  expires_at: z.string(),
  /** `enrol`: the account has no authenticator yet (first sign-in); `totp`: ask for the code. */
  next: z.enum(['enrol', 'totp']),
});
export type StaffSecondFactor = z.infer<typeof StaffSecondFactorSchema>;

/** The authenticator to add at first sign-in; shown once, never again after enrolment. */
export const StaffEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code (markup). */
  qr_svg: z.string(),
});
export type StaffEnrolment = z.infer<typeof StaffEnrolmentSchema>;

export const StaffCodeRequestSchema = z.object({ code: totpCodeRule() });
export const StaffVerifyRequestSchema = z.union([
  z.object({ code: totpCodeRule() }),
  z.object({ recovery_code: recoveryCodeRule() }),
]);
export type StaffVerifyRequest = z.input<typeof StaffVerifyRequestSchema>;

export const StaffSessionSchema = z.object({ access_token: z.string(), expires_at: z.string() });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffEnrolledSchema = StaffSessionSchema.extend({
  /** Each works once instead of a code; shown only now. */
  recovery_codes: z.array(z.string()),
});
export type StaffEnrolled = z.infer<typeof StaffEnrolledSchema>;

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES),
  recovery_codes_left: z.number().int(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES) });

/** The set-password link of a new staff account (`/care/set-password?token=…`). */
export const staffSetPasswordRequestSchema = (checks: PasswordChecks) =>
  z.object({
    token: requiredString().pipe(z.string().max(128)),
    password: passwordRule(checks),
  });

export const StaffCreateSchema = z.object({
  email: emailRule(),
  name: nameRule(),
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES).default('en'),
});
export type StaffCreate = z.input<typeof StaffCreateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Inbox

export const InboxQuerySchema = z.object({
  /** A contact reason's id (`GET /contact_reasons`). */
  reason: z.coerce.number().int().positive().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

export const InboxItemSchema = z.object({
  thread_id: z.number().int(),
  subject: z.string(),
  reason: z.string().nullable(),
  reason_id: z.number().int().nullable(),
  member_name: z.string(),
  member_email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Whether it came through the contact form (rather than a reply in a thread). */
  contact_message: z.boolean(),
  need_to_contact_me: z.boolean(),
  preview: z.string(),
  /** The oldest member message care has not answered yet. */
  waiting_since: z.string(),
  /** Of the 24-hour promise; negative once it is broken. */
  hours_left: z.number(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const CareMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['member', 'care']),
  from_name: z.string(),
  message: z.string(),
  date: z.string(),
  read_at: z.string().nullable(),
});
export type CareMessage = z.infer<typeof CareMessageSchema>;

export const CareThreadSchema = z.object({
  thread_id: z.number().int(),
  user_id: z.number().int(),
  subject: z.string(),
  reason: z.string().nullable(),
  member_name: z.string(),
  member_email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  need_to_contact_me: z.boolean(),
  closed_at: z.string().nullable(),
  /** Send it back with a reply or close: someone else's answer in between answers 409. */
  last_message_id: z.number().int(),
  messages: z.array(CareMessageSchema),
});
export type CareThread = z.infer<typeof CareThreadSchema>;

export const CareReplyRequestSchema = z.object({
  message: messageTextRule(),
  last_message_id: z.number().int().positive(),
});
export type CareReplyRequest = z.input<typeof CareReplyRequestSchema>;

export const CareCloseRequestSchema = z.object({ last_message_id: z.number().int().positive() });

// ---------------------------------------------------------------------------------------------------------
// Profile changes

export const PROFILE_CHANGE_FIELDS = [
  'email',
  'address_line_1',
  'address_line_2',
  'home_phone',
  'mobile_phone',
] as const;
export type ProfileChangeField = (typeof PROFILE_CHANGE_FIELDS)[number];

export const ProfileChangeDiffSchema = z.object({
  field: z.enum(PROFILE_CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const CareProfileChangeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  member_name: z.string(),
  member_email: z.string(),
  member_number: z.string().nullable(),
  requested_at: z.string(),
  /** Requested at + 3 days. */
  due_at: z.string(),
  /** A requested e-mail must be confirmed by the member before it can be approved. */
  email_confirmed: z.boolean(),
  changes: z.array(ProfileChangeDiffSchema),
});
export type CareProfileChange = z.infer<typeof CareProfileChangeSchema>;

export const reasonRule = () => requiredString().pipe(z.string().max(CARE_LIMITS.reasonMax));
export const CareRejectRequestSchema = z.object({ reason: reasonRule() });
export type CareRejectRequest = z.input<typeof CareRejectRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Stay requests

/** Another stay the member holds (not cancelled, not over), for the desk's overlap warning. */
export const CareHeldStaySchema = z.object({
  reservation_number: z.string(),
  hotel: z.string(),
  arriving_date: z.string(),
  departing_date: z.string(),
});
export type CareHeldStay = z.infer<typeof CareHeldStaySchema>;

export const CareStayRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  reservation_number: z.string().nullable(),
  member_name: z.string(),
  member_email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
  hotel_id: z.number().int(),
  hotel: z.string(),
  arriving_date: z.string(),
  departing_date: z.string(),
  guests: z.number().int(),
  unit_type: z.string(),
  room_type: z.string().nullable(),
  flexible_dates: z.boolean(),
  flexible_destinations: z.boolean(),
  requested_at: z.string(),
  hours_left: z.number(),
  /** The first day a stay may start now (decision 013): the desk is warned before confirming an earlier one. */
  earliest_arrival: z.string(),
  /** The member's other stays that hold dates and are not over: the desk is warned before an overlap. */
  held_stays: z.array(CareHeldStaySchema),
});
export type CareStayRequest = z.infer<typeof CareStayRequestSchema>;

const isoDay = () => requiredString().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation_date');

export const CareConfirmStaySchema = z
  .object({
    confirmation_number: requiredString().pipe(z.string().max(CARE_LIMITS.confirmationNumberMax)),
    hotel_id: z.number().int().positive(),
    room_type: requiredString().pipe(z.string().max(CARE_LIMITS.roomTypeMax)),
    arriving_date: isoDay(),
    departing_date: isoDay(),
  })
  .refine((v) => v.departing_date >= v.arriving_date, {
    message: 'validation_departure_before_arrival',
    path: ['departing_date'],
  });
export type CareConfirmStay = z.input<typeof CareConfirmStaySchema>;

// ---------------------------------------------------------------------------------------------------------
// Member lookup (read-only)

export const MemberLookupQuerySchema = z.object({
  q: requiredString().pipe(z.string().max(CARE_LIMITS.lookupQueryMax)),
});

export const MemberMatchSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type MemberMatch = z.infer<typeof MemberMatchSchema>;

export const MemberRecordSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
  verified: z.boolean(),
  disabled: z.boolean(),
  address: z.array(z.string()),
  phones: z.array(z.string()),
  contracts: z.array(
    z.object({
      contract_number: z.string(),
      status: z.string(),
      resort: z.string().nullable(),
      currency: z.string(),
      balance: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      date: z.string(),
      amount: z.string(),
      currency: z.string(),
      /** A payment category (down, monthly, cash_out, other_fees): the desk names it in the staff's language. */
      payment_type: z.string(),
      last_four: z.string(),
    }),
  ),
  reservations: z.array(
    z.object({
      reservation_number: z.string(),
      status: z.number().int(),
      hotel: z.string(),
      arriving_date: z.string(),
      departing_date: z.string(),
      room_type: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      thread_id: z.number().int(),
      subject: z.string(),
      date: z.string(),
      from: z.enum(['member', 'care']),
      message_type: z.string(),
    }),
  ),
});
export type MemberRecord = z.infer<typeof MemberRecordSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ACTIONS = [
  'staff.signed_in',
  'staff.enrolled',
  'staff.recovery_code_used',
  'thread.replied',
  'thread.closed',
  'profile_change.approved',
  'profile_change.rejected',
  'stay_request.confirmed',
  'stay_request.declined',
  'stay_change.confirmed',
  'stay_change.declined',
  'stay_cancel.confirmed',
  'stay_cancel.declined',
  'member.viewed',
  'staff.created',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What the action was on, as a code: `thread:12`, `user:3`, `stay_request:7`… */
  target: z.string().nullable(),
  /** What the target is called: the member (name · member id, with the stay's number or the thread's subject) or the staff member. */
  target_name: z.string().nullable(),
  /** The fields the action changed, as they were and as they became (null when there is nothing to show). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
