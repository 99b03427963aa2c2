import type { partners as en } from '../en/partners.ts';
import type { Translation } from '../types.ts';

export const partners: Translation<typeof en> = {
  title: 'partners',
};
