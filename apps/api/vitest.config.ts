import { defineConfig } from 'vitest/config';

// API tests through `app.inject`. One database per test file: an in-memory PGlite started from a migrated
// image, or, with DATABASE_URL, a fresh PostgreSQL database copied from a migrated template (see
// test/support/global-setup.ts). Demo data is reset before every test.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
