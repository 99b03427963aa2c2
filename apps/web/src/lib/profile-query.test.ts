// @vitest-environment node
import type { Profile } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { profileOf } from '../test/render.tsx';
import { fullName, greetingName, normaliseProfile } from './profile-query.ts';

describe('profile helpers', () => {
  it('greets by first name, else last name, else nobody (the header then says "unknown"), as written', () => {
    expect(greetingName({ first_name: 'Ana', last_name: 'García' })).toBe('Ana');
    expect(greetingName({ first_name: ' ', last_name: 'García' })).toBe('García');
    expect(greetingName({ first_name: '', last_name: '' })).toBeNull();
    expect(greetingName(undefined)).toBeNull();
    expect(fullName({ first_name: 'Ana', last_name: 'García' })).toBe('Ana García');
  });

  it('keeps only Active, Pending and Blocked contracts (spec section 4)', () => {
    const contract = (id: number, status: string) => ({ contract_id: id, contract_status: status });
    const profile = profileOf({
      contracts: [
        contract(1, 'Active'),
        contract(2, 'Cancelled'),
        contract(3, 'Pending'),
        contract(4, 'Blocked'),
      ],
    }) as unknown as Profile;
    expect(normaliseProfile(profile).contracts.map((c) => c.contract_id)).toEqual([1, 3, 4]);
  });
});
