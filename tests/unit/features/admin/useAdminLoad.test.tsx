// @vitest-environment happy-dom
/** A live console view offline: a change on the server is loaded once the line is back, not before. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let changed = () => {};
vi.mock('../../../../src/data/admin/adminLive', () => ({
  watchAdminTables: (onChange: () => void) => {
    changed = onChange;
    return () => {};
  },
}));

const { useAdminLoad } = await import('../../../../src/features/admin/useAdminLoad');

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

afterEach(() => setOnline(true));

describe('a live console view', () => {
  it('reloads on a change while online, and waits for the line to come back when offline', async () => {
    const load = vi.fn(() => Promise.resolve(['row']));
    renderHook(() => useAdminLoad(load, 'queue', true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    act(() => changed());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    setOnline(false);
    act(() => {
      changed();
      changed();
    });
    expect(load).toHaveBeenCalledTimes(2);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
