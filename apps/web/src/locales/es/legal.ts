import type { legal as en } from '../en/legal.ts';
import type { Translation } from '../types.ts';

export const legal: Translation<typeof en> = {
  title: 'legal',
};
