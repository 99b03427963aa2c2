import * as z from 'zod';

/**
 * The membership types the exchanges page shows a partner for (spec section 2); others the member may hold
 * (Club Freedom, The Registry Collection, VIDA LIFESTYLE) show nothing.
 */
export const EXCHANGE_PARTNER_TYPES = [
  'RCI',
  'Interval',
  'DAE',
  'ICE Gallery',
  'SFX',
  'ThirdHome International',
] as const;
export type ExchangePartnerType = (typeof EXCHANGE_PARTNER_TYPES)[number];

/** One exchange membership of the member (spec section 3). */
export const ExchangeMembershipSchema = z.object({
  MembershipType: z.string(),
  membership_number: z.string().nullable(),
});
export type ExchangeMembership = z.infer<typeof ExchangeMembershipSchema>;

/**
 * `data` of `GET /exchanges`: a one-element list whose first element is the member's memberships
 * (`[[…]]`); `[]` for non-members (spec section 7: "first element of data, then each MembershipType").
 */
export const ExchangesDataSchema = z.array(z.array(ExchangeMembershipSchema));
export type ExchangesData = z.infer<typeof ExchangesDataSchema>;
