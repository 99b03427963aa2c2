import type { en } from '../en/index.ts';
import type { Translation } from '../types.ts';
import { account } from './account.ts';
import { club } from './club.ts';
import { contact } from './contact.ts';
import { contracts } from './contracts.ts';
import { core } from './core.ts';
import { inbox } from './inbox.ts';
import { legal } from './legal.ts';
import { partners } from './partners.ts';
import { reservations } from './reservations.ts';

export const es: Translation<typeof en> = {
  ...core,
  inbox,
  contact,
  reservations,
  account,
  club,
  partners,
  legal,
  contracts,
};
