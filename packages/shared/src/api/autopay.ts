import * as z from 'zod';
import { CURRENCIES } from '../constants.ts';
import { CARD_TYPES } from './credit-cards.ts';

/** The saved card AutoPay charges: what a member sees of it, never its token. */
export const AutoPayCardSchema = z.object({
  id: z.number().int(),
  card_type: z.enum(CARD_TYPES),
  last_four: z.string(),
});

/** An instalment as AutoPay shows it: the one it will charge next, or one already overdue at opt-in. */
export const AutoPayItemSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD, a day on the club's calendar (Cancún). */
  due_date: z.string(),
  /** What it owes now, its late fee included. */
  amount: z.number(),
});

/**
 * `GET /autopay/contracts/{id}`: AutoPay on one of the member's contracts. `consent` is the text the member
 * agrees to (its `version` is sent back to turn AutoPay on, so a text changed meanwhile is never agreed
 * unread); `overdue` the instalments already due, which AutoPay does not charge (the member is offered to
 * pay them now); `next_charge` the instalment it charges next, on its due date.
 */
export const AutoPayContractSchema = z.object({
  contract_id: z.number().int(),
  contract_number: z.string(),
  currency: z.enum(CURRENCIES),
  enrolment: z
    .object({
      card: AutoPayCardSchema,
      consented_at: z.string(),
      consent_version: z.string(),
    })
    .nullable(),
  consent: z.object({ version: z.string(), text: z.string() }),
  overdue: z.array(AutoPayItemSchema),
  next_charge: AutoPayItemSchema.nullable(),
});
export type AutoPayContract = z.infer<typeof AutoPayContractSchema>;

/** `PUT /autopay/contracts/{id}`: turn AutoPay on with a saved card, or move it to another. */
export const AutoPayRequestSchema = z.object({
  card_id: z.number().int().positive(),
  /** The version of the consent text the member was shown (GET's `consent.version`). */
  consent_version: z.string().min(1).max(40),
});
export type AutoPayRequest = z.infer<typeof AutoPayRequestSchema>;

export const AUTOPAY_NOTICE_KINDS = ['declined', 'stopped'] as const;

/**
 * A declined AutoPay charge the member should know of (dashboard, Payments): `declined` is tried again on
 * `next_try_on`; `stopped` will not be tried again and waits for the member to pay it. Gone once the item is paid.
 */
export const AutoPayNoticeSchema = z.object({
  kind: z.enum(AUTOPAY_NOTICE_KINDS),
  contract_id: z.number().int(),
  contract_number: z.string(),
  item_id: z.number().int(),
  due_date: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  next_try_on: z.string().nullable(),
  /** The member's words for the bank's reason (a `payment_declined*` message). */
  reason: z.string(),
});
export type AutoPayNotice = z.infer<typeof AutoPayNoticeSchema>;

/** `GET /autopay`: the member's contracts on AutoPay and the notices of declined charges. */
export const AutoPayOverviewSchema = z.object({
  contracts: z.array(
    z.object({
      contract_id: z.number().int(),
      contract_number: z.string(),
      card: AutoPayCardSchema,
      consented_at: z.string(),
    }),
  ),
  notices: z.array(AutoPayNoticeSchema),
});
export type AutoPayOverview = z.infer<typeof AutoPayOverviewSchema>;

/** The answer of turning AutoPay on, moving or off: the contract's AutoPay as it now is, and what happened. */
export const AutoPayChangeSchema = z.object({ data: AutoPayContractSchema, message: z.string() });
export type AutoPayChangeAnswer = z.infer<typeof AutoPayChangeSchema>;

/** The AutoPay dialog's form: the request, and the member's tick that they agree (nothing is sent without it). */
export const AutoPayFormSchema = AutoPayRequestSchema.extend({
  agree: z.boolean().refine((value) => value, { message: 'autopay.agreeRequired' }),
});
export type AutoPayForm = z.infer<typeof AutoPayFormSchema>;
