// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hotelArtKey } from './hotel-art-keys.ts';
import { filterFromState } from './stored-reservation.ts';

describe('hotel artwork by name (spec section 3)', () => {
  it.each([
    ['The Estates at Jungala', 'jungala'],
    ['The Grand Bliss Joya', 'joya'],
    ['Mayan Palace Acapulco', 'acapulco'],
    ['The Grand Mayan Los Cabos', 'los-cabos'],
    ['Sea Garden Mazatlán', 'mazatlan'],
    ['SEA GARDEN MAZATLAN', 'mazatlan'],
    ['Grand Luxxe Nuevo Vallarta', 'nuevo-vallarta'],
    ['Mayan Palace Puerto Peñasco', 'puerto-penasco'],
    ['Mayan Palace Puerto Vallarta', 'puerto-vallarta'],
    ['The Estates Riviera Maya', 'riviera-maya'],
    ['Sea Garden Ixtapa', 'default'],
    ['', 'default'],
  ])('%s → %s', (name, key) => expect(hotelArtKey(name)).toBe(key));

  it('reads undefined as the default', () => expect(hotelArtKey(undefined)).toBe('default'));
});

describe('the dashboard filter as navigation state', () => {
  it('takes the values it knows and drops the rest', () => {
    expect(
      filterFromState({ filter: { destination: 4, guests: '3', arrivingDate: '2027-01-02', colour: 'red' } }),
    ).toEqual({ destination: '4', guests: 3, arrivingDate: '2027-01-02' });
    expect(filterFromState(null)).toEqual({});
    expect(filterFromState({ filter: { guests: 0 } })).toEqual({});
  });
});
