import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['test/**/*.test.ts'], pool: 'forks', maxWorkers: 2, testTimeout: 20_000 },
});
