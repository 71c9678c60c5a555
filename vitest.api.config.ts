import { defineConfig } from 'vitest/config';

/**
 * tests/api: the real supabase-js client against the local stack (PGlite, or PostgreSQL 15 with
 * API_DB=postgres). Most files wait on the stack's answers, so three run at once; the attack
 * files measure how fast health answers while they load the stack, so they run after the rest,
 * one at a time, with the stack to themselves.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/api/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/attack/**'],
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'attack',
          include: ['tests/api/attack/**/*.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
