import type { club as en } from '../en/club.ts';
import type { Translation } from '../types.ts';

export const club: Translation<typeof en> = {
  title: 'club',
};
