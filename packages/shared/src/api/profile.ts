import * as z from 'zod';
import { CONTRACT_STATUSES, FEE_TYPES, LANGUAGES } from '../constants.ts';
import { FaqSchema } from './faqs.ts';

export const PaymentItemSchema = z.object({
  id: z.number().int(),
  amount_due: z.number(),
  closing_cost: z.number(),
  late_fee: z.number(),
  invoice_amount: z.number(),
  /** YYYY-MM-DD */
  due_date: z.string(),
  fee_type: z.enum(FEE_TYPES).nullable(),
});
export type PaymentItem = z.infer<typeof PaymentItemSchema>;

/**
 * History status of a portal payment still being confirmed with the card provider (its charge had no answer
 * yet). The spec's rows are 2 (approved) and 3 (settled), recorded by the club; 1 is ours.
 */
export const PAYMENT_HISTORY_PENDING = 1;

export const PaymentHistoryItemSchema = z.object({
  id: z.number().int(),
  /** The order of a payment made through the portal (its invoice's key), else the history row's own id. */
  uuid: z.string(),
  created_at: z.string(),
  status: z.number().int(),
  payment_type: z.string(),
  amount: z.number(),
  currency: z.string(),
  last_four: z.string(),
  /** Whether `GET /orders/{uuid}/download` has a PDF invoice: portal payments do, the club's records do not. */
  invoice: z.boolean(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItemSchema>;

export const ContractSchema = z.object({
  contract_id: z.number().int(),
  contract_number: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES),
  resort: z.string(),
  user_id: z.number().int(),
  affiliation: z.string().nullable(),
  /** 1 is MXN, anything else USD. */
  currency_id: z.number().int(),
  balance: z.number(),
  finance: z.number(),
  loan_payment_amount: z.number(),
  pay_in_full: z.number(),
  maintenance_fee: z.number(),
  room_type: z.string(),
  /** Purchase date in unix seconds. */
  contract_date: z.number().int(),
  total_weeks: z.number().int(),
  used_weeks: z.number().int(),
  weeks_available: z.number().int(),
  payment_types: z.object({
    down: z.array(PaymentItemSchema),
    monthly: z.array(PaymentItemSchema),
    cash_out: z.array(PaymentItemSchema),
    other_fees: z.array(PaymentItemSchema),
  }),
  payments: z.array(PaymentHistoryItemSchema),
});
export type Contract = z.infer<typeof ContractSchema>;

/** A travelling companion the member has saved for reservation requests. */
export const GuestSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  age: z.enum(['adult', 'child']),
});
export type Guest = z.infer<typeof GuestSchema>;

/**
 * Membership-data changes the member asked for and customer care has not reviewed yet (1–3 days). `fields`
 * holds the requested new values only (null empties a phone or the second address line).
 */
export const PendingChangeSchema = z.object({
  /** ISO 8601 instant of the latest request (a new request merges into the open one). */
  requested_at: z.string(),
  fields: z.object({
    address_line_1: z.string().optional(),
    address_line_2: z.string().nullable().optional(),
    email: z.string().optional(),
    home_phone: z.string().nullable().optional(),
    mobile_phone: z.string().nullable().optional(),
  }),
  /** The member opened the confirmation link mailed to the new e-mail; always true without an e-mail change. */
  email_confirmed: z.boolean(),
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;

/** The signed-in user's profile (spec section 3). */
export const ProfileSchema = z.object({
  user_id: z.number().int(),
  /** null means the account is not a member. */
  vida_member_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  home_phone: z.string().nullable(),
  all_communications: z.boolean(),
  monthly_communications: z.boolean(),
  /** Mails before an instalment or fee is due and when it is overdue (on unless the member turns them off). */
  due_reminders: z.boolean(),
  language_id: z.enum(LANGUAGES),
  resort_name: z.string().nullable(),
  /** Every contract of the member; the web app keeps Active, Pending and Blocked (spec section 4). */
  contracts: z.array(ContractSchema),
  faqs: z.array(FaqSchema),
  unread_messages: z.number().int(),
  guests: z.array(GuestSchema),
  country: z.string().nullable(),
  /** Number of payment items due now on the member's visible contracts. */
  payments: z.number().int(),
  affiliation: z.string().nullable(),
  /** State or province (code for US and CA, free text elsewhere). */
  states: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** Membership-data changes waiting for customer care; null when there are none (an older API omits it). */
  pending_change: PendingChangeSchema.nullable().default(null),
});
export type Profile = z.infer<typeof ProfileSchema>;
