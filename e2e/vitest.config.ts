import { defineConfig } from 'vitest/config';

// One real server for the whole suite and one browser per file: the journeys run one after another, so that
// throttles, timings and screenshots do not depend on what else happens to be running. A failed journey runs
// once more (a slow moment on a shared CI machine), and the flaky reporter names it either way.
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
    retry: 1,
    reporters: ['default', './support/flaky-reporter.ts'],
  },
});
