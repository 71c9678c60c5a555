/**
 * Views and saves of a listing, for the partner dashboard. Each event waits in a small queue in
 * localStorage (kept through reloads, crashes and days offline) and goes to record_item_events()
 * in batches; the server counts a device once per listing, kind and day, so sending a batch twice
 * (two tabs, a lost answer) counts nothing twice. Fire and forget: never throws, never makes a
 * page wait, and uses plain fetch so a detail page does not pull in supabase-js.
 */
import { supabaseAnonKey, supabaseUrl } from './config';
import { deviceId } from './deviceId';

export type ItemEventTable = 'services' | 'vet_deals' | 'blog_posts' | 'unemployment_jobs';
export type ItemEventKind = 'view' | 'save';

export interface ItemEvent {
  kind: ItemEventKind;
  tbl: ItemEventTable;
  id: number;
  /** The UTC day it happened, YYYY-MM-DD: the server counts per day in UTC. */
  day: string;
}

export const ITEM_EVENTS_KEY = 'vethub.itemEvents';
const SENT_KEY = 'vethub.itemEvents.sent';
/** The server takes at most 50 per call. */
const BATCH = 50;
/** Beyond this many waiting (weeks offline), the oldest go: the server refuses days past a week. */
const MAX_WAITING = 300;
const SEND_DELAY_MS = 2_000;
const RETRY_MS = 60_000;

const keyOf = (e: ItemEvent) => `${e.kind}:${e.tbl}:${e.id}:${e.day}`;

function readList<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return parsed === null ? fallback : (parsed as T);
  } catch {
    return fallback;
  }
}

export function waitingItemEvents(storage: Storage = window.localStorage): ItemEvent[] {
  const list = readList<unknown>(storage, ITEM_EVENTS_KEY, []);
  return Array.isArray(list) ? (list as ItemEvent[]) : [];
}

/** Keys sent today, so a second view of the same listing today sends nothing. */
function sentToday(storage: Storage, day: string): string[] {
  const sent = readList<{ day?: string; keys?: unknown }>(storage, SENT_KEY, {});
  return sent.day === day && Array.isArray(sent.keys) ? (sent.keys as string[]) : [];
}

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(ms: number): void {
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    void sendItemEvents();
  }, ms);
}

export function recordItemEvent(
  table: ItemEventTable,
  id: number,
  kind: ItemEventKind,
  now: Date = new Date(),
  storage: Storage = window.localStorage,
): void {
  try {
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const event: ItemEvent = { kind, tbl: table, id, day: now.toISOString().slice(0, 10) };
    const key = keyOf(event);
    const waiting = waitingItemEvents(storage);
    if (waiting.some((e) => keyOf(e) === key) || sentToday(storage, event.day).includes(key)) {
      return;
    }
    storage.setItem(ITEM_EVENTS_KEY, JSON.stringify([...waiting, event].slice(-MAX_WAITING)));
    schedule(SEND_DELAY_MS);
  } catch {
    // Storage full or blocked: this view goes uncounted; the page is not affected.
  }
}

/**
 * Sends what waits, a batch at a time. Events the server answered for (counted, repeated or
 * refused) leave the queue; on no answer or a server error they wait for the next try.
 */
export async function sendItemEvents(
  storage: Storage = window.localStorage,
  send: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  try {
    for (;;) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) return;
      const batch = waitingItemEvents(storage).slice(0, BATCH);
      if (batch.length === 0) return;
      const answer = await send(`${supabaseUrl}/rest/v1/rpc/record_item_events`, {
        method: 'POST',
        headers: {
          apikey: supabaseAnonKey,
          Authorization: `Bearer ${supabaseAnonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ device: deviceId(storage), events: batch }),
      });
      if (answer.status === 408 || answer.status === 429 || answer.status >= 500) {
        schedule(RETRY_MS);
        return;
      }
      const done = new Set(batch.map(keyOf));
      storage.setItem(
        ITEM_EVENTS_KEY,
        JSON.stringify(waitingItemEvents(storage).filter((e) => !done.has(keyOf(e)))),
      );
      const today = new Date().toISOString().slice(0, 10);
      const sent = [
        ...sentToday(storage, today),
        ...batch.filter((e) => e.day === today).map(keyOf),
      ];
      storage.setItem(SENT_KEY, JSON.stringify({ day: today, keys: sent.slice(-MAX_WAITING) }));
    }
  } catch {
    // No answer (offline, a dropped line): the events wait for the next try.
    schedule(RETRY_MS);
  }
}

/** Sends what an earlier visit left waiting, now and whenever the device comes back online. */
let listening = false;

export function startItemEvents(): void {
  if (!listening) window.addEventListener('online', () => void sendItemEvents());
  listening = true;
  void sendItemEvents();
}
