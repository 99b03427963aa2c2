import type { account as en } from '../en/account.ts';
import type { Translation } from '../types.ts';

export const account: Translation<typeof en> = {
  title: 'account',
};
