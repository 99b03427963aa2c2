import { auth } from './auth.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { layout } from './layout.ts';
import { notices } from './notices.ts';
import { pages } from './pages.ts';

/** The namespaces loaded at start (see lib/i18n.ts); the others are chunks of their own. */
export const core = { common, layout, auth, dashboard, pages, notices };
