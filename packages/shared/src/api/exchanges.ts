import * as z from 'zod';

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
