import * as z from 'zod';
import { LANGUAGES } from '../constants.ts';

/** A country option (249 per language). `value` is the ISO 3166-1 alpha-2 code. */
export const CountryOptionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
});
export type CountryOption = z.infer<typeof CountryOptionSchema>;

/** A state or province; only the US and Canada have a list. */
export const StateOptionSchema = CountryOptionSchema.extend({ country: z.enum(['US', 'CA']) });
export type StateOption = z.infer<typeof StateOptionSchema>;

export const ContactReasonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ContactReason = z.infer<typeof ContactReasonSchema>;

export const HotelSchema = z.object({ id: z.number().int(), name: z.string() });
export type Hotel = z.infer<typeof HotelSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
