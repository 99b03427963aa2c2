import type { core as en } from '../en/core.ts';
import type { Translation } from '../types.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { layout } from './layout.ts';
import { notices } from './notices.ts';
import { pages } from './pages.ts';

export const core: Translation<typeof en> = { common, layout, auth, dashboard, pages, notices };
