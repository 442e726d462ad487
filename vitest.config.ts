import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2-core machines: keep workers bounded so server-driving suites do not starve each other.
    maxWorkers: 2,
  },
});
