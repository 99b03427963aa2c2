import { type Language, unitTypeNamed } from '@vida/shared';
import { unitTypes as en } from '../locales/en/unit-types.ts';
import { unitTypes as es } from '../locales/es/unit-types.ts';

const NAMES = { en, es };

/**
 * A stay's or contract's room type in the reader's language: a unit type's name (stored in either language)
 * in `language`, a product name ("Grand Luxxe Spa Suite") as it is.
 */
export function roomTypeName(roomType: string, language: Language): string {
  const unit = unitTypeNamed(roomType, [en, es]);
  return unit ? NAMES[language][unit] : roomType;
}
