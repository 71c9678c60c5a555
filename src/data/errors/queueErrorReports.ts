/**
 * Moves the device's recorded errors into the outbox, which sends them to error_reports like
 * any other write (exactly once, when online). Loaded lazily: it needs Dexie and zod.
 */
import { localDb, type VetHubDb } from '../localDb';
import { enqueue } from '../outbox/outboxQueue';
import { markQueued, readErrorLog } from './errorLog';
import { errorReportSchema } from './errorReportSchema';

// One run at a time in this page: two overlapping runs would queue the same report twice.
let running: Promise<number> = Promise.resolve(0);

export function queueErrorReports(
  db: VetHubDb = localDb,
  storage: Storage = window.localStorage,
): Promise<number> {
  const run = () => queueWaiting(db, storage);
  running = running.then(run, run);
  return running;
}

async function queueWaiting(db: VetHubDb, storage: Storage): Promise<number> {
  const waiting = readErrorLog(storage).filter((e) => !e.queued);
  const queued: string[] = [];
  for (const { report } of waiting) {
    const result = await enqueue(db, {
      table: 'error_reports',
      op: 'insert',
      payload: report,
      schema: errorReportSchema,
    });
    // An invalid report (a damaged log) is dropped from the queue, never retried forever.
    if (result.ok || result.reason === 'invalid') queued.push(report.reference);
  }
  markQueued(queued, storage);
  return queued.length;
}
