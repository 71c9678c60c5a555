import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../stack';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';
import { VETHUB_PROJECT } from './projects';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbKind: 'pglite' | 'postgres';
    /** The PostgreSQL cluster's URL on the postgres leg ('' on PGlite), for fixture databases. */
    databaseUrl: string;
  }
}

let stack: Stack | undefined;
let cluster: PostgresCluster | undefined;

/**
 * One seeded stack of VetHub's project for a whole run (VetHub's api tests and the stack's own);
 * each test makes its own users and rows. On `API_DB=postgres`, on a throwaway PostgreSQL 15.
 */
export async function setup(project: TestProject) {
  if (process.env.API_DB === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({
    workdir: VETHUB_PROJECT,
    port: 0,
    databaseUrl: cluster?.url,
    // The whole run is one client address making hundreds of accounts, each signed in at once
    // (the project confirms by mail: attack/signupShape.test.ts tests that on its own stack).
    signUpsPerAddress: 100_000,
    confirmSignups: false,
    // Hundreds of sign-ups and sign-ins: bcrypt at its least cost, as GoTrue's own tests.
    quickPasswordHashing: true,
    // The tests run deadline-reminders themselves; a timer's run landing mid-test would only
    // add load to timing-sensitive tests (CI: /recover medians 7.4 vs 6.1 ms).
    reminderEveryMs: 0,
    log: (line) => {
      if (line.startsWith('internal error')) console.error(`[stack] ${line}`);
    },
  });
  project.provide('apiUrl', stack.url);
  project.provide('dbKind', cluster ? 'postgres' : 'pglite');
  project.provide('databaseUrl', cluster?.url ?? '');
}

export async function teardown() {
  await stack?.close();
  await cluster?.stop();
}
