/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. The app's
 * Content-Security-Policy forbids eval, and the browser reports even that caught probe as a
 * violation, so zod is told up front to parse without compiling.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there.
 * Setting it directly keeps zod's core (about 3 KB gzipped) out of the first page, which has no
 * schema; tests/unit/lib/zodWithoutEval.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
