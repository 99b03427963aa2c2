import { defineConfig } from 'vitest/config';

// One real server for the whole suite and one browser per file: the journeys run one after another, so that
// throttles, timings and screenshots do not depend on what else happens to be running.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
