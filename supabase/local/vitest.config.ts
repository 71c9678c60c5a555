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

/**
 * On PostgreSQL the stack's tests that depend on the database run: the REST layer's SQL, realtime
 * from the database's changes, and the limits that cut a request off in the database. The rest
 * (auth, Storage, broadcast, HTTP parsing, the fuzzer, attempt limits) is the stack's own code
 * whatever the database, and runs on PGlite only: twice cost the suite about a minute.
 */
const onPostgres = process.env.API_DB === 'postgres';
const DATABASE_FILES = ['rest.test.ts', 'realtime.test.ts', 'hostedRoles.test.ts'];
const DATABASE_ATTACKS = [
  'restLimits.test.ts',
  'statementTimeout.test.ts',
  'killDuringWrites.test.ts',
];

export const stackProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...apiTestOptions,
      name: 'Local stack',
      dir: here('./tests'),
      include: onPostgres ? DATABASE_FILES : ['**/*.test.ts'],
      // PGlite has one user, a superuser: the hosted roles exist on the PostgreSQL leg only.
      exclude: ['attack/**', ...(onPostgres ? [] : ['hostedRoles.test.ts'])],
      maxWorkers: 3,
      sequence: { groupOrder: 0 },
    },
  },
  {
    test: {
      ...apiTestOptions,
      name: 'Local stack attack',
      dir: here('./tests/attack'),
      include: onPostgres ? DATABASE_ATTACKS : ['**/*.test.ts'],
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
    },
  },
];

export default defineConfig({
  test: { globalSetup: [apiGlobalSetup], projects: stackProjects },
});
