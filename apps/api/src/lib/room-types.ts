import { type Language, type UnitType, unitTypeNamed } from '@vida/shared';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { text } from './texts.ts';

/** Every language's unit-type names: a room type stored in either is recognised. */
const NAMES = [en.reservation.unitTypes, es.reservation.unitTypes];

export const unitTypeName = (unit: UnitType, language: Language): string =>
  text(language, `reservation.unitTypes.${unit}`);

/** A stay's or contract's room type in the reader's language; a product name stays as it is. */
export function roomTypeName(roomType: string, language: Language): string {
  const unit = unitTypeNamed(roomType, NAMES);
  return unit ? unitTypeName(unit, language) : roomType;
}
