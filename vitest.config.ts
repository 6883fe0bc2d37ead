import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The English words on the shelf, as a page has them once its language loaded.
    setupFiles: ['tests/support/words-setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
