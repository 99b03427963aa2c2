/**
 * The member's conversation with the club (spec sections 3 and 7): threads, their items, and the bodies
 * of a contact message and a reply. The API validates with these, and the web forms reuse them.
 */
import * as z from 'zod';
import { DEFAULT_CLUB_SITE_URL, DEFAULT_MEDIA_BASE_URL, LIMITS, MESSAGE_TYPES } from '../constants.ts';
import { emailRule, PHONE_RE, requiredString } from '../rules.ts';

/**
 * Message text: required, at most LIMITS.messageMax characters (counted after trimming). The limit has no
 * message key of its own: the API answers `validation_too_long` with the number, and the forms stop typing
 * at the limit.
 */
export const messageTextRule = () => requiredString().pipe(z.string().max(LIMITS.messageMax));

/** One message of a thread. */
export const MessageItemSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant it was written. */
  date: z.string(),
  from_name: z.string(),
  to_name: z.string(),
  /** Who wrote it: the member or the club's customer care. */
  from: z.enum(['member', 'care']),
  /** Plain text; clients show it as text, never as HTML. */
  message: z.string(),
  read_at: z.string().nullable(),
});
export type MessageItem = z.infer<typeof MessageItemSchema>;

/** A thread as the messages centre lists it: its first message's subject, its latest message's words. */
export const MessageSummarySchema = z.object({
  id: z.number().int(),
  /** The contact reason in the request language; null for the club's alerts and marketing. */
  reason: z.string().nullable(),
  subject: z.string(),
  /** ISO 8601 instant of the latest message. */
  date: z.string(),
  /** Author of the latest message. */
  from_name: z.string(),
  to_name: z.string(),
  from: z.enum(['member', 'care']),
  /** The latest message's text. */
  message: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  /** Someone answered the first message. */
  replied: z.boolean(),
  /** null while any message of the thread is unread. */
  read_at: z.string().nullable(),
  unread_messages: z.number().int(),
  /** Messages after the first (the thread holds this many plus one). */
  nr_of_messages: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  need_to_contact_me: z.boolean(),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

/** A whole thread: the summary plus every message, oldest first. */
export const MessageThreadSchema = MessageSummarySchema.extend({
  conversations: z.array(MessageItemSchema),
});
export type MessageThread = z.infer<typeof MessageThreadSchema>;

export const UnreadCountSchema = z.object({ unread_messages: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** An optional text field: empty means "not given". */
const optionalText = <T extends z.ZodType<string | undefined>>(rule: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rule.optional());

/** `POST /messages`: a new thread for customer care (the contact page). */
export const ContactMessageRequestSchema = z.object({
  reason: z.coerce
    .number({ error: 'validation_required' })
    .int('validation_required')
    .positive('validation_required'),
  message: messageTextRule(),
  phone: optionalText(z.string().trim().regex(PHONE_RE, 'validation_phone')),
  email: optionalText(emailRule()),
  need_to_contact_me: z.boolean().default(false),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;

/** `POST /messages/{id}`: the member's reply to a support thread. */
export const ReplyRequestSchema = z.object({ message: messageTextRule() });
export type ReplyRequest = z.input<typeof ReplyRequestSchema>;

/** `GET /club`: what the contact page shows about reaching customer care. */
export const CareHoursSchema = z.object({
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: z.array(z.number().int().min(1).max(7)),
  /** `HH:MM`, or null when closed. */
  opens: z.string().nullable(),
  closes: z.string().nullable(),
});
export type CareHours = z.infer<typeof CareHoursSchema>;

export const ClubSchema = z.object({
  name: z.string(),
  care_phone: z.string(),
  /** Where members write to customer care (the privacy requests, the legal pages). */
  care_email: z.string(),
  /** The club's street address: the privacy notice names the Controller's address (LFPDPPP art. 16). */
  address: z.string(),
  care_hours: z.array(CareHoursSchema),
  /** The time zone the hours are given in, as the club writes it (e.g. CST). */
  care_time_zone: z.string(),
  /**
   * Whether members can pay through the portal (PAYMENTS_ENABLED). Off, the portal invites no payment and
   * tells the member to pay by phone. Missing means an API older than the flag, which took payments.
   */
  payments_enabled: z.boolean().default(true),
  /** How close to arrival (days) a member may still cancel a stay online (STAY_CANCEL_CUTOFF_DAYS). */
  stay_cancel_cutoff_days: z.number().int().min(0).default(14),
  /** The hotels' online pre-check-in (the pre-registration page's button). */
  precheckin_url: z.string(),
  /** The club's external site (club-benefits button; destination links point there too). */
  club_site_url: z.string().default(DEFAULT_CLUB_SITE_URL),
  /**
   * Where the portal's videos, posters and captions are: `/media` (served with the web app) or an absolute
   * CDN URL with the same file names, e.g. `<media>/what-it-is-en.mp4`, `-en.vtt`, `-en-poster.jpg`. No
   * trailing slash.
   */
  media_base_url: z.string().default(DEFAULT_MEDIA_BASE_URL),
});
export type Club = z.infer<typeof ClubSchema>;
