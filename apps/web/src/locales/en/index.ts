import { account } from './account.ts';
import { club } from './club.ts';
import { contact } from './contact.ts';
import { contracts } from './contracts.ts';
import { core } from './core.ts';
import { inbox } from './inbox.ts';
import { legal } from './legal.ts';
import { partners } from './partners.ts';
import { reservations } from './reservations.ts';

/** Every namespace, for types and `i18n:check`; the app loads them through lib/i18n.ts, not from here. */
export const en = { ...core, inbox, contact, reservations, account, club, partners, legal, contracts };
