#!/usr/bin/env node
// `npm start` (after the build): the API, which serves the built web app, and, with the sandbox provider
// (PAYMENT_PROVIDER=sandbox, the default outside production), the sandbox card provider on SANDBOX_PORT.
import { runTogether, SANDBOX, wantsSandbox } from './run-together.mjs';

runTogether([
  { name: 'api', colour: '\u001b[36m', args: ['run', 'start', '-w', '@vida/api'] },
  ...(wantsSandbox(process.env) ? [SANDBOX] : []),
]);
