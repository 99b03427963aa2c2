/**
 * My Account's contract carousel, the rules of spec section 4 as plain functions (the component only draws
 * them): which contracts show, rotator or slider, who sits in which slot, what the arrows do, where a contract
 * named in the navigation state goes, and how long a name may be.
 */
import { type Contract, LIMITS, VISIBLE_CONTRACT_STATUSES } from '@vida/shared';
import type { SlidesPerView } from '../components/ui/slider.tsx';

/** Devices of spec section 9: a phone is at most this wide. */
export const MOBILE_MAX_WIDTH = 500;

/** The standard slider: up to 4 slides on desktop, 2 otherwise, breakpoints 500, 600 and 769, 500 ms. */
export const CONTRACT_SLIDER = {
  speedMs: 500,
  slidesPerView: { 0: 2, 500: 2, 600: 2, 769: 4 } satisfies SlidesPerView,
} as const;

export const ROTATOR_MAX = 3;

export type CarouselMode = 'empty' | 'rotator' | 'slider';

/** Only Active, Pending and Blocked contracts are shown (the profile query already keeps only those). */
export function visibleContracts<T extends Pick<Contract, 'contract_status'>>(contracts: readonly T[]): T[] {
  return contracts.filter((c) => VISIBLE_CONTRACT_STATUSES.includes(c.contract_status));
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** 1–3 contracts: the 3-slot rotator; 4 or more, or any number on a phone: the standard slider. */
export function carouselMode(count: number, viewportWidth: number): CarouselMode {
  if (count <= 0) return 'empty';
  if (count <= ROTATOR_MAX && !isMobileWidth(viewportWidth)) return 'rotator';
  return 'slider';
}

/** With three contracts the middle one starts active; otherwise the first. */
export function initialActiveIndex(count: number): number {
  return count === ROTATOR_MAX ? 1 : 0;
}

/**
 * The contract named in the navigation state (`location.state.contractId`) becomes the active one, which the
 * rotator shows in the middle slot and the slider brings to the middle of the view.
 */
export function activeIndexFor(
  contracts: readonly Pick<Contract, 'contract_id'>[],
  contractId: unknown,
): number {
  const wanted = typeof contractId === 'string' ? Number(contractId) : contractId;
  const found = contracts.findIndex((c) => c.contract_id === wanted);
  return found >= 0 ? found : initialActiveIndex(contracts.length);
}

/** The id from navigation state, if the state carries one. */
export function contractIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('contractId' in state)) return null;
  const value = Number((state as { contractId: unknown }).contractId);
  return Number.isInteger(value) ? value : null;
}

export type RotatorSlots<T> = [left: T | null, middle: T, right: T | null];

/**
 * The rotator's three slots around the active contract: three contracts wrap around (every contract is
 * always in view), fewer leave the missing neighbour empty.
 */
export function rotatorSlots<T>(contracts: readonly T[], active: number): RotatorSlots<T> {
  const count = contracts.length;
  const at = (i: number) => contracts[i] ?? null;
  const middle = contracts[active];
  if (middle === undefined) throw new Error(`no contract at ${active}`);
  if (count >= ROTATOR_MAX) return [at((active - 1 + count) % count), middle, at((active + 1) % count)];
  return [at(active - 1), middle, at(active + 1)];
}

/** An arrow moves the active contract one step, round the ends. */
export function rotate(active: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return 0;
  return (((active + direction) % count) + count) % count;
}

/** The slider's first slide that puts `active` as near the middle of the view as the ends allow. */
export function sliderStartFor(active: number, count: number, perView: number): number {
  const last = Math.max(0, count - perView);
  const start = active - Math.floor((perView - 1) / 2);
  return Math.min(Math.max(start, 0), last);
}

/** Names longer than 20 characters are cut there (spec section 9); the full name stays available. */
export function shortName(name: string, max: number = LIMITS.contractNameMax): string {
  const trimmed = name.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

export interface Weeks {
  total: number;
  used: number;
  available: number;
}

/** The active contract's weeks; available as the API counts it, never below zero. */
export function weeksOf(contract: Pick<Contract, 'total_weeks' | 'used_weeks' | 'weeks_available'>): Weeks {
  return {
    total: contract.total_weeks,
    used: contract.used_weeks,
    available: Math.max(0, contract.weeks_available),
  };
}
