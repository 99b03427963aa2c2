/**
 * The in-progress reservation kept in the browser (`vida.reservation`, spec section 4): the stay form and,
 * once on the summary, the travellers and contact data typed so far. It survives a reload and is cleared by
 * the menu entry, the dashboard's filter and a successful request.
 */
import { LIMITS, TRAVELLER_AGES, UNIT_TYPES } from '@vida/shared';
import { z } from 'zod';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage.ts';

const StaySchema = z.object({
  destination: z.string(),
  guests: z.number().int(),
  arrivingDate: z.string(),
  departingDate: z.string(),
  unitType: z.union([z.enum(UNIT_TYPES), z.literal('')]),
  promoCode: z.string(),
  addTransportation: z.boolean(),
  flexibleDestination: z.boolean(),
  flexibleDates: z.boolean(),
});
export type StoredStay = z.infer<typeof StaySchema>;

const EntrySchema = z.object({
  key: z.string(),
  age: z.enum(TRAVELLER_AGES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  isNew: z.boolean(),
  show: z.boolean(),
});

const SummarySchema = z.object({
  isMember: z.boolean(),
  primary: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
  }),
  travellers: z.object({
    entries: z.array(EntrySchema).max(LIMITS.maxAdditionalTravellers),
    nextKey: z.number().int(),
  }),
  addTransportation: z.boolean(),
});
export type StoredSummary = z.infer<typeof SummarySchema>;

const StoredSchema = z.object({ stay: StaySchema, summary: SummarySchema.optional() });
export type StoredReservation = z.infer<typeof StoredSchema>;

export const EMPTY_STAY: StoredStay = {
  destination: '',
  guests: 1,
  arrivingDate: '',
  departingDate: '',
  unitType: '',
  promoCode: '',
  addTransportation: false,
  flexibleDestination: true,
  flexibleDates: true,
};

export function readStoredReservation(): StoredReservation | null {
  const raw = readItem(STORAGE_KEYS.reservation);
  if (!raw) return null;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeStay(stay: StoredStay): void {
  const current = readStoredReservation();
  const sameStay = current && JSON.stringify(current.stay) === JSON.stringify(stay);
  const next: StoredReservation = sameStay && current.summary ? { stay, summary: current.summary } : { stay };
  writeItem(STORAGE_KEYS.reservation, JSON.stringify(next));
}

export function storeSummary(stay: StoredStay, summary: StoredSummary): void {
  writeItem(STORAGE_KEYS.reservation, JSON.stringify({ stay, summary } satisfies StoredReservation));
}

/** The dashboard's filter values (navigation state): whatever of the stay they carry. */
const FilterSchema = z
  .object({
    destination: z.union([z.string(), z.number()]).transform(String),
    guests: z.coerce.number().int().min(1),
    arrivingDate: z.string(),
    departingDate: z.string(),
    unitType: z.enum(UNIT_TYPES),
    promoCode: z.string(),
    addTransportation: z.boolean(),
    flexibleDestination: z.boolean(),
    flexibleDates: z.boolean(),
  })
  .partial();

export function filterFromState(state: unknown): Partial<StoredStay> {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const parsed = FilterSchema.safeParse(record.filter ?? record);
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
}
