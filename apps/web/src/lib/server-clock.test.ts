// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earliestArrivalDay } from './earliest-arrival.ts';
import { noteServerDate, serverNow } from './server-clock.ts';

describe('the server’s clock, from the Date header of API answers', () => {
  afterEach(() => {
    noteServerDate(new Date().toUTCString());
    vi.useRealTimers();
  });

  it('keeps the browser’s clock when the header only differs by its rounding and the trip', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-10T15:00:01.900Z') });
    noteServerDate('Mon, 10 Mar 2031 15:00:00 GMT');
    expect(serverNow().toISOString()).toBe('2031-03-10T15:00:01.900Z');
  });

  it('follows the server when the browser’s clock is off, to the day the API judges by', () => {
    // The phone says 23:00 on March 10 in Cancún; the server says 01:00 on March 11 there.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-11T04:00:00Z') });
    expect(earliestArrivalDay()).toBe('2031-03-11');
    noteServerDate('Tue, 11 Mar 2031 06:00:00 GMT');
    expect(serverNow().toISOString()).toBe('2031-03-11T06:00:00.000Z');
    expect(earliestArrivalDay()).toBe('2031-03-12');
  });

  it('ignores a missing or unreadable header', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-10T15:00:00Z') });
    noteServerDate('Tue, 11 Mar 2031 06:00:00 GMT');
    noteServerDate(null);
    noteServerDate('yesterday');
    expect(serverNow().toISOString()).toBe('2031-03-11T06:00:00.000Z');
  });
});
