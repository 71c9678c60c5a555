import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordItemEvent } from '../../../src/data/itemEvents';

describe('recordItemEvent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the event to the record_item_event RPC with the anon key', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    recordItemEvent('vet_deals', 7, 'save');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/rest\/v1\/rpc\/record_item_event$/);
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'save', tbl: 'vet_deals', id: 7 });
  });

  it('does nothing offline or for a bad id, and never throws', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    recordItemEvent('services', 0, 'view');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(() => recordItemEvent('services', 3, 'view')).not.toThrow();
    await Promise.resolve();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    recordItemEvent('services', 3, 'view');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
