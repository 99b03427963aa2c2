import type { en } from '../en/index.ts';
import type { Translation } from '../types.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { contact } from './contact.ts';
import { dashboard } from './dashboard.ts';
import { inbox } from './inbox.ts';
import { layout } from './layout.ts';
import { notices } from './notices.ts';
import { pages } from './pages.ts';
import { reservations } from './reservations.ts';

export const es: Translation<typeof en> = {
  common,
  layout,
  auth,
  dashboard,
  pages,
  notices,
  inbox,
  contact,
  reservations,
};
