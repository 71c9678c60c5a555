import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ITEM_EVENTS_KEY,
  recordItemEvent,
  sendItemEvents,
  waitingItemEvents,
} from '../../../src/data/itemEvents';

const today = new Date('2026-11-24T15:00:00Z');

function answer(status: number) {
  return vi.fn(() => Promise.resolve(new Response('{}', { status })));
}

describe('listing views and saves', () => {
  beforeEach(() => {
    localStorage.clear();
    // Events wait for a batch; the timer would send them to nowhere in a unit test.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('queues one event per listing, kind and day, and nothing for a bad id', () => {
    recordItemEvent('vet_deals', 7, 'view', today);
    recordItemEvent('vet_deals', 7, 'view', today);
    recordItemEvent('vet_deals', 7, 'save', today);
    recordItemEvent('vet_deals', 7, 'view', new Date('2026-11-25T01:00:00Z'));
    recordItemEvent('services', 0, 'view', today);
    recordItemEvent('services', 1.5, 'view', today);
    expect(waitingItemEvents()).toEqual([
      { kind: 'view', tbl: 'vet_deals', id: 7, day: '2026-11-24' },
      { kind: 'save', tbl: 'vet_deals', id: 7, day: '2026-11-24' },
      { kind: 'view', tbl: 'vet_deals', id: 7, day: '2026-11-25' },
    ]);
  });

  it('sends a batch with the device id; answered events leave the queue and are not queued again today', async () => {
    vi.setSystemTime(today);
    recordItemEvent('services', 3, 'view', today);
    recordItemEvent('blog_posts', 4, 'save', today);
    const send = answer(200);
    await sendItemEvents(localStorage, send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/rest\/v1\/rpc\/record_item_events$/);
    const body = JSON.parse(String(init.body)) as { device: string; events: unknown[] };
    expect(body.device).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.events).toHaveLength(2);
    expect(waitingItemEvents()).toEqual([]);
    recordItemEvent('services', 3, 'view', today);
    expect(waitingItemEvents()).toEqual([]);
  });

  it('keeps events through a dropped line or a server error; drops a batch the server refused', async () => {
    recordItemEvent('services', 3, 'view', today);
    await sendItemEvents(
      localStorage,
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(waitingItemEvents()).toHaveLength(1);
    await sendItemEvents(localStorage, answer(503));
    expect(waitingItemEvents()).toHaveLength(1);
    await sendItemEvents(localStorage, answer(400));
    expect(waitingItemEvents()).toEqual([]);
  });

  it('sends in batches of 50 and nothing while offline', async () => {
    for (let id = 1; id <= 120; id += 1) recordItemEvent('vet_deals', id, 'view', today);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = answer(200);
    await sendItemEvents(localStorage, offline);
    expect(offline).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const send = answer(200);
    await sendItemEvents(localStorage, send);
    const sizes = send.mock.calls.map(
      (call) =>
        (
          JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as {
            events: unknown[];
          }
        ).events.length,
    );
    expect(sizes).toEqual([50, 50, 20]);
  });

  it('never throws when the stored queue is damaged', () => {
    localStorage.setItem(ITEM_EVENTS_KEY, '{not json');
    expect(() => recordItemEvent('services', 3, 'view', today)).not.toThrow();
    expect(waitingItemEvents()).toEqual([
      { kind: 'view', tbl: 'services', id: 3, day: '2026-11-24' },
    ]);
  });
});
