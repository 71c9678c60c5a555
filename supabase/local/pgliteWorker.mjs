// PGlite in its own thread. PGlite runs queries synchronously inside WebAssembly and ignores
// statement_timeout (no signals in wasm), so on the main thread one slow query froze every
// client. Here it blocks only this thread; the main thread (pgliteThread.ts) keeps answering
// and ends this worker when a query overruns its deadline. Plain JS so it loads under tsx,
// vitest and node alike.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// PGlite's own serializers check booleans, dates and bytea in JavaScript and throw a plain Error
// ("Invalid input for boolean type") that reached clients as a 500; PostgreSQL refuses the same
// text with 22P02, so hand it the text and let it answer as it does on the production database.
const asDate = (v) =>
  v instanceof Date
    ? v.toISOString()
    : typeof v === 'number'
      ? new Date(v).toISOString()
      : String(v);
const serializers = {
  16: (v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v)),
  17: (v) => (v instanceof Uint8Array ? `\\x${Buffer.from(v).toString('hex')}` : String(v)),
  1082: asDate,
  1114: asDate,
  1184: asDate,
};

// A standby: loaded ahead, it opens the data folder only when told, once the worker before it
// has ended (one PGlite per folder), so a restart skips loading the module.
const pgliteWasmModule = await WebAssembly.compile(
  await readFile(new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'))),
);
const fsBundle = new Blob([
  await readFile(new URL('./pglite.data', import.meta.resolve('@electric-sql/pglite'))),
]);
const [{ loadDataDir }] = await once(parentPort, 'message');
const lite = await PGlite.create({
  pgliteWasmModule,
  fsBundle,
  dataDir: workerData.dataDir,
  loadDataDir,
  extensions: { pg_trgm },
  serializers,
});
const unlisteners = new Map();

// Errors cross the thread boundary as plain objects; Emscripten's ExitStatus is not an Error.
function plainError(error) {
  if (error && typeof error === 'object') {
    const { code, message, detail, hint, position, name } = error;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : String(name ?? 'database error'),
      detail,
      hint,
      position,
    };
  }
  return { message: String(error) };
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const r = await lite.query(message.sql, message.params);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 };
    }
    case 'exec':
      await lite.exec(message.sql);
      return null;
    case 'listen':
      unlisteners.set(
        message.channel,
        await lite.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.channel, payload }),
        ),
      );
      return null;
    case 'unlisten':
      await unlisteners.get(message.channel)?.();
      unlisteners.delete(message.channel);
      return null;
    case 'close':
      await lite.close();
      return null;
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
