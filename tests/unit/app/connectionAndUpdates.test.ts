// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionLabel } from '../../../src/data/connectionLabel';
import { isNewerBuildPublished } from '../../../src/app/update/serviceWorker';

describe('the header connection status', () => {
  it('says Offline whenever the browser is offline, whatever the channel last said', () => {
    for (const status of ['connected', 'connecting', 'disconnected', 'error'] as const) {
      expect(connectionLabel(false, status)).toBe('Offline');
    }
  });

  it('follows the realtime channel while online', () => {
    expect(connectionLabel(true, 'connected')).toBe('Connected');
    expect(connectionLabel(true, 'connecting')).toBe('Connecting');
    expect(connectionLabel(true, 'disconnected')).toBe('Connecting');
    expect(connectionLabel(true, 'error')).toBe('Problem connecting');
  });
});

describe('new build detection', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (body: unknown, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
    );

  it('is true only when builds/latest.json names another build', async () => {
    serve({ buildId: 'b2' });
    expect(await isNewerBuildPublished('b1')).toBe(true);
    expect(await isNewerBuildPublished('b2')).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
  });

  it('stays quiet offline, on an error page or on a malformed file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await isNewerBuildPublished('b1')).toBe(false);
    serve({ buildId: 'b2' }, 404);
    expect(await isNewerBuildPublished('b1')).toBe(false);
    serve({ id: 'b2' });
    expect(await isNewerBuildPublished('b1')).toBe(false);
  });
});
