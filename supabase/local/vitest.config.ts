import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The stack's own tests (`npm test` here; the root's `npm run test:api` runs them beside
 * VetHub's): the real supabase-js client against one seeded stack of VetHub's project (PGlite,
 * or PostgreSQL 15 with API_DB=postgres), plus fixture projects some files start themselves.
 * Most files wait on the stack's answers, so three run at once; the attack files measure how
 * fast health answers while they load the stack, so they run after the rest, one at a time.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Options every api project shares, the root's VetHub project included. */
export const apiTestOptions = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

/** Starts the run's shared stack once; give it to the root config only, never to a project. */
export const apiGlobalSetup = here('./tests/support/globalSetup.ts');

export const stackProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...apiTestOptions,
      name: 'Local stack',
      dir: here('./tests'),
      include: ['**/*.test.ts'],
      exclude: ['attack/**'],
      maxWorkers: 3,
      sequence: { groupOrder: 0 },
    },
  },
  {
    test: {
      ...apiTestOptions,
      name: 'Local stack attack',
      dir: here('./tests/attack'),
      include: ['**/*.test.ts'],
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
    },
  },
];

export default defineConfig({
  test: { globalSetup: [apiGlobalSetup], projects: stackProjects },
});
