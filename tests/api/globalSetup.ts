import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../supabase/local/stack';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';

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

/** One seeded stack for the whole api suite; each test makes its own users and rows. */
export async function setup(project: TestProject) {
  if (process.env.API_DB === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({
    workdir: 'supabase',
    port: 0,
    databaseUrl: cluster?.url,
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
