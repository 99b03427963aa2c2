#!/usr/bin/env node
// `npm run dev`: the API (tsx watch), the Vite dev server and, with the sandbox provider (the default), the
// sandbox card provider, side by side (scripts/run-together.mjs).
import { runTogether, SANDBOX_DEV, wantsSandbox } from './run-together.mjs';

runTogether([
  { name: 'api', colour: '\u001b[36m', args: ['run', 'dev', '-w', '@vida/api'] },
  { name: 'web', colour: '\u001b[35m', args: ['run', 'dev', '-w', '@vida/web'] },
  ...(wantsSandbox(process.env) ? [SANDBOX_DEV] : []),
]);
