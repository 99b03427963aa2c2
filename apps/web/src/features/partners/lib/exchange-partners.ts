/**
 * The club's exchange partners (spec section 2): the portal shows one only when the member holds a
 * membership whose `MembershipType` names it. Other types the API returns (Club Freedom, The Registry
 * Collection, VIDA LIFESTYLE) are not exchange partners here and are left out. Names are the spec's titles;
 * descriptions live in the `partners` texts; the websites are constants a club may change here.
 */
export const EXCHANGE_PARTNERS = [
  { id: 'rci', name: 'RCI', url: 'https://www.rci.com/' },
  { id: 'interval', name: 'Interval', url: 'https://www.intervalworld.com/' },
  { id: 'dae', name: 'DAE', url: 'https://www.daelive.com/' },
  { id: 'ice', name: 'ICE Gallery', url: 'https://www.iceenterprise.com/' },
  { id: 'sfx', name: 'SFX', url: 'https://www.sfx-resorts.com/' },
  { id: 'thirdhome', name: 'ThirdHome International', url: 'https://thirdhome.com/' },
] as const;

export type ExchangePartner = (typeof EXCHANGE_PARTNERS)[number];
export type ExchangePartnerId = ExchangePartner['id'];

/** A partner matched to the member's membership, with its number when the API knows it. */
export interface MemberPartner {
  partner: ExchangePartner;
  membershipNumber: string | null;
}

/** Case and spacing do not tell partners apart; longer names some systems use map through `ALIASES`. */
function normalise(type: string): string {
  return type.trim().toLowerCase().replace(/\s+/g, ' ');
}

const ALIASES: Record<string, ExchangePartnerId> = {
  'interval international': 'interval',
  thirdhome: 'thirdhome',
  'san francisco exchange': 'sfx',
};

export function partnerFor(membershipType: string): ExchangePartner | undefined {
  const key = normalise(membershipType);
  const id = ALIASES[key] ?? EXCHANGE_PARTNERS.find((p) => normalise(p.name) === key)?.id;
  return EXCHANGE_PARTNERS.find((p) => p.id === id);
}

/** The member's partners in the club's order, each once, whatever order or repeats the API sends. */
export function memberPartners(
  memberships: ReadonlyArray<{ MembershipType: string; membership_number?: string | null }>,
): MemberPartner[] {
  const found = new Map<ExchangePartnerId, string | null>();
  for (const membership of memberships) {
    const partner = partnerFor(membership.MembershipType);
    if (partner && !found.get(partner.id)) found.set(partner.id, membership.membership_number ?? null);
  }
  return EXCHANGE_PARTNERS.filter((p) => found.has(p.id)).map((partner) => ({
    partner,
    membershipNumber: found.get(partner.id) ?? null,
  }));
}
