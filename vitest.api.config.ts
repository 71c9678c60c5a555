import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { apiGlobalSetup, apiTestOptions, stackProjects } from './supabase/local/vitest.config.ts';

/**
 * `npm run test:api` (scripts/test-api.mjs): VetHub's api tests (tests/api: its schema, policies,
 * RPCs, functions and seed through supabase-js) and the local stack's own tests
 * (supabase/local/tests), on one seeded stack of VetHub's project per run: PGlite, or PostgreSQL
 * 15 with API_DB=postgres. The global setup sits here and not in the projects, or each project
 * would start a stack of its own. VetHub's files and the stack's share three workers; the
 * stack's attack files run after them, one at a time.
 */
export default defineConfig({
  test: {
    globalSetup: [apiGlobalSetup],
    projects: [
      {
        // Some files check the app's own schemas, whose words come from compiled catalogs.
        plugins: [lingui()],
        test: {
          ...apiTestOptions,
          name: 'VetHub api',
          include: ['tests/api/**/*.test.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      ...stackProjects,
    ],
  },
});
