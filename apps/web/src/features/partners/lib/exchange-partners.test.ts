// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberPartners, partnerFor } from './exchange-partners.ts';

const types = (...names: string[]) =>
  names.map((MembershipType) => ({ MembershipType, membership_number: null }));

describe('exchange partners by MembershipType (spec section 2)', () => {
  it.each([
    ['RCI', 'rci'],
    ['rci', 'rci'],
    ['Interval', 'interval'],
    ['Interval International', 'interval'],
    ['DAE', 'dae'],
    ['ICE Gallery', 'ice'],
    [' ice  gallery ', 'ice'],
    ['SFX', 'sfx'],
    ['ThirdHome International', 'thirdhome'],
    ['ThirdHome', 'thirdhome'],
  ])('%s → %s', (type, id) => expect(partnerFor(type)?.id).toBe(id));

  it.each(['Club Freedom', 'The Registry Collection', 'VIDA LIFESTYLE', ''])('ignores %s', (type) =>
    expect(partnerFor(type)).toBeUndefined(),
  );

  it('Ana: three partners out of four memberships', () => {
    expect(
      memberPartners(types('RCI', 'Interval', 'SFX', 'VIDA LIFESTYLE')).map((m) => m.partner.id),
    ).toEqual(['rci', 'interval', 'sfx']);
  });

  it('John: five partners, in the club’s order, each once', () => {
    const list = types(
      'ThirdHome International',
      'RCI',
      'Interval',
      'DAE',
      'ICE Gallery',
      'The Registry Collection',
      'RCI',
    );
    expect(memberPartners(list).map((m) => m.partner.id)).toEqual([
      'rci',
      'interval',
      'dae',
      'ice',
      'thirdhome',
    ]);
  });

  it('keeps the membership number when one is known', () => {
    expect(
      memberPartners([
        { MembershipType: 'RCI', membership_number: null },
        { MembershipType: 'RCI', membership_number: '12345' },
      ]),
    ).toEqual([{ partner: expect.objectContaining({ id: 'rci' }), membershipNumber: '12345' }]);
  });

  it('nothing for a non-member', () => expect(memberPartners([])).toEqual([]));
});
