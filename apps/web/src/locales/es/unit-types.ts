import type { UnitType } from '@vida/shared';

/** The Spanish twin of `en/unit-types.ts`. */
export const unitTypes: Record<UnitType, string> = {
  studio: 'Estudio',
  one_bedroom: 'Suite de una recámara',
  two_bedroom: 'Suite de dos recámaras',
  master_room: 'Habitación principal',
  three_bedroom: 'Residencia de tres recámaras',
  presidential: 'Suite presidencial',
};
