/**
 * Keeps the outbox moving for the life of the page: recovers entries a crash left in 'sending',
 * sends on start, whenever an entry becomes due (a live query sees enqueues from any tab), when
 * the browser comes back online, and asks for Background Sync so the service worker can replay
 * after the tab is closed. supabase-js is loaded only when there is something to send.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { liveQuery } from 'dexie';
import { authStateAtom } from '../authSession';
import { localDb, type VetHubDb } from '../localDb';
import { appStore } from '../store';
import { ownerTransport, sendableBy } from './ownerGate';
import { reportStorageProblem } from '../storageStatus';
import {
  createSupabaseTransport,
  type OutboxTransport,
  type TransportAnswer,
} from './outboxTransport';
import {
  nextDueAt,
  outcomeOf,
  processOutbox,
  pruneSent,
  recoverInterrupted,
} from './processOutbox';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';
import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG } from '../../lib/swMessages';

/** The Background Sync tag; the service worker answers it (src/sw/sw.ts). */
export { OUTBOX_SYNC_TAG };

export interface OutboxOptions {
  db?: VetHubDb;
  getClient?: () => Promise<SupabaseClient>;
  /** Replaces the supabase-js transport (tests). */
  transport?: OutboxTransport;
}

export interface OutboxHandle {
  /** Sends what is due now and resolves when that run (and any run it queued) is over. */
  runNow(): Promise<void>;
  stop(): void;
}

const loadAppClient = async () => (await import('../supabaseClient')).supabase;
const loadGuestClient = async () => (await import('./guestClient')).createGuestClient();

/** Who is signed in for sure; null while signed out or while the session is still restoring. */
function signedInUser(): string | null {
  const auth = appStore.get(authStateAtom);
  return auth.status === 'signedIn' ? auth.user.id : null;
}

/**
 * The transport's and the server's refusals in the page's language: they are kept with the entry
 * and shown as its reason. (The service worker, which sends too, has no catalogs: it keeps them
 * English, and the pages that show them say them in their language.)
 */
function inPageWords(answer: TransportAnswer): TransportAnswer {
  if (!answer.message && outcomeOf(answer.status) === 'failed') {
    return { ...answer, message: t('data.outbox.refused', { status: answer.status }) };
  }
  return answer.message ? { ...answer, message: inPageLanguage(answer.message) } : answer;
}

function lazyTransport(getClient: () => Promise<SupabaseClient>): OutboxTransport {
  let transport: Promise<OutboxTransport> | undefined;
  return {
    send(entry) {
      transport ??= getClient().then(createSupabaseTransport);
      // A failed chunk load (offline) is retried on the next send, not remembered.
      transport.catch(() => (transport = undefined));
      return transport.then((sender) => sender.send(entry)).then(inPageWords);
    },
  };
}

interface SyncCapable {
  sync?: { register(tag: string): Promise<void> };
}

async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & SyncCapable) | undefined;
  // Refused (permission, unsupported browser): the online and start triggers still replay.
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function startOutbox(options: OutboxOptions = {}): OutboxHandle {
  const db = options.db ?? localDb;
  const transport =
    options.transport ??
    ownerTransport(
      lazyTransport(options.getClient ?? loadAppClient),
      lazyTransport(loadGuestClient),
      signedInUser,
    );
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const ready = Promise.all([recoverInterrupted(db), pruneSent(db)]).catch(reportStorageProblem);

  async function drain() {
    await ready;
    do {
      again = false;
      await processOutbox(db, transport, Date.now(), Math.random, sendableBy(signedInUser()));
    } while (again && !stopped);
  }

  function runNow(): Promise<void> {
    if (stopped || isOffline()) return running ?? Promise.resolve();
    if (running) {
      // An entry queued during a run may have been claimed too late: go round once more.
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => void reportStorageProblem(error))
      .finally(() => {
        running = undefined;
        // Asked for between the last pass and here: do not leave it waiting for another event.
        if (again) void runNow();
      });
    return running;
  }

  function scheduleFor(due: number | null) {
    clearTimeout(timer);
    if (due === null || stopped) return;
    // Only when waiting is likely: online sends happen here at once, without the worker.
    if (isOffline() || due > Date.now()) void requestBackgroundSync();
    timer = setTimeout(() => void runNow(), Math.max(0, due - Date.now()));
  }

  // Fires on start and after every change to the outbox, in this tab or another.
  const subscription = liveQuery(() => nextDueAt(db)).subscribe({
    next: scheduleFor,
    error: (error: unknown) => void reportStorageProblem(error),
  });

  // Back online: whatever waits is worth trying now, not after its backoff.
  const onOnline = () => {
    void db.outbox
      .where('state')
      .equals('queued')
      .modify({ nextAttemptAt: Date.now() })
      .then(() => runNow(), reportStorageProblem);
  };
  window.addEventListener('online', onOnline);
  // Signing in makes that person's waiting entries sendable: send them now, not after the
  // backoff they collected while their owner was away.
  const stopAuth = appStore.sub(authStateAtom, () => {
    const user = signedInUser();
    if (!user) return;
    void db.outbox
      .where('state')
      .equals('queued')
      .filter((entry) => entry.owner === user)
      .modify({ nextAttemptAt: Date.now() })
      .then(() => runNow(), reportStorageProblem);
  });
  // Background Sync fired while this tab is open: the worker hands the sending to the page.
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_REPLAY_MESSAGE) onOnline();
  };
  const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  // Some browsers (and test doubles) have a serviceWorker object without events.
  const canListen = typeof workers?.addEventListener === 'function';
  if (canListen) workers.addEventListener('message', onWorkerMessage);

  return {
    runNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      stopAuth();
      window.removeEventListener('online', onOnline);
      if (canListen) workers.removeEventListener('message', onWorkerMessage);
    },
  };
}
