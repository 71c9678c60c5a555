import { defineConfig } from 'vitest/config';

/** tests/api: the real supabase-js client against the local stack (PGlite, or PostgreSQL 15 with API_DB=postgres). */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
