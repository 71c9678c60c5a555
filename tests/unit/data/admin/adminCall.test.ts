import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminError, adminCall, offlineMessage } from '../../../../src/data/admin/adminCall';

// The console's one client; these cases answer for it.
vi.mock('../../../../src/data/supabaseClient', () => ({ supabase: { name: 'the app client' } }));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

const refusal = (error: unknown) => {
  if (!(error instanceof AdminError)) throw error;
  return { message: error.message, status: error.status };
};

describe('an admin action sent to the server', () => {
  it('gives the answer’s data, asked with the app’s client', async () => {
    const request = vi.fn(async () => ({ data: [{ id: 1 }], error: null, status: 200 }));
    await expect(adminCall(request)).resolves.toEqual([{ id: 1 }]);
    expect(request).toHaveBeenCalledWith({ name: 'the app client' });
  });

  it('is refused before anything is sent while offline, saying what was typed is kept', async () => {
    setOnline(false);
    const request = vi.fn(async () => ({ data: null, error: null, status: 200 }));
    const error = await adminCall(request).catch(refusal);
    expect(error).toEqual({ message: offlineMessage(), status: 0 });
    expect(offlineMessage()).toContain('What you typed is kept');
    expect(request).not.toHaveBeenCalled();
  });

  it('reads a request that never got an answer as offline', async () => {
    const error = await adminCall(() => Promise.reject(new TypeError('fetch failed'))).catch(
      refusal,
    );
    expect(error).toEqual({ message: offlineMessage(), status: 0 });
  });

  it('says the server could not be reached and nothing changed for a server error or no status', async () => {
    for (const status of [0, 500, 503]) {
      const error = await adminCall(async () => ({
        data: null,
        error: { message: 'internal detail' },
        status,
      })).catch(refusal);
      expect(error, String(status)).toEqual({
        message: 'The server could not be reached. Nothing was changed; try again.',
        status,
      });
    }
  });

  it('keeps the server’s own words for a refusal, such as another admin having decided first', async () => {
    const message = 'Already approved by Avery Admin on 3 Mar 2026';
    const error = await adminCall(async () => ({
      data: null,
      error: { message },
      status: 409,
    })).catch(refusal);
    expect(error).toEqual({ message, status: 409 });
  });
});
