/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. The app's
 * Content-Security-Policy forbids eval, and the browser reports even that caught probe as a
 * violation, so zod is told up front to parse without compiling.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
