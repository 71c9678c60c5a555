/**
 * The projects the stack's tests serve, as paths from this file, so the tests run alike from the
 * repository root (`npm run test:api`) and from the package (`npm test` in supabase/local).
 */
import { fileURLToPath } from 'node:url';

/** The supabase/ folder that holds this package: VetHub's migrations, seed and functions. */
export const VETHUB_PROJECT = fileURLToPath(new URL('../../..', import.meta.url));

/** A small project under tests/fixtures, written to exercise one part of the stack. */
export const fixtureProject = (name: 'rest-project' | 'realtime-project' | 'broadcast-project') =>
  fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
