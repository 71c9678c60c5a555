/**
 * A page whose code cannot be fetched: tried once more, then explained ("could not be loaded",
 * Reload, a reference) and recorded on the device — never the generic error page.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/app/errors/RouteErrorPage';
import { readErrorLog } from '../../../src/data/errors/errorLog';
import { loadChunk } from '../../../src/lib/loadChunk';

const noWait = () => Promise.resolve();

function renderLazyRoute(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [
      {
        path: '/vetdeals',
        errorElement: <RouteErrorPage />,
        lazy: async () => ({ Component: (await loadChunk(load, noWait)).default }),
      },
    ],
    { initialEntries: ['/vetdeals?q=someone@example.com'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

// A different file per test: the same message on the same page within seconds counts as one error.
const fetchFailure = (file = 'a') =>
  new TypeError(`Failed to fetch dynamically imported module: /${file}.js`);

describe('lazy page chunks', () => {
  it('a load that fails once is tried again and the page shows', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailure())
      .mockResolvedValueOnce({ default: () => <h1>VetDeals</h1> });
    renderLazyRoute(load);
    expect(await screen.findByRole('heading', { name: 'VetDeals' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(readErrorLog()).toEqual([]);
  });

  it('a load that names its module is retried under a new address: the browser keeps the failure of the old one', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/X-1a.js',
        ),
      );
    const reimport = vi.fn().mockResolvedValue({ default: 'page' });
    await expect(loadChunk(load, noWait, reimport)).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(reimport).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/localhost\/assets\/X-1a\.js\?retry=\d+$/),
    );
  });

  it('a retry that fails too names both failures in the report', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/Y-2b.js',
        ),
      );
    const reimport = vi.fn().mockRejectedValue(new TypeError('Failed to fetch (retry)'));
    await expect(loadChunk(load, noWait, reimport)).rejects.toThrow(
      'A part of the app could not be loaded: Failed to fetch (retry) (first try: Failed to fetch dynamically imported module: http://localhost/assets/Y-2b.js)',
    );
  });

  it('a load that fails twice says the part could not be loaded, with Reload and a reference', async () => {
    const load = vi.fn().mockRejectedValue(fetchFailure());
    renderLazyRoute(load);
    expect(
      await screen.findByRole('heading', { name: 'This part of VetHub could not be loaded' }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    const reference = screen.getByTestId('error-reference').textContent ?? '';
    const [logged] = readErrorLog();
    expect(reference).toContain(logged?.report.reference);
    expect(logged?.report.kind).toBe('chunk');
    expect(logged?.report.message).toContain('could not be loaded');
  });

  it('offline, it says the part is not saved on this device yet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLazyRoute(vi.fn().mockRejectedValue(fetchFailure('offline')));
    expect(await screen.findByText(/not saved on this device yet/)).toBeTruthy();
    expect(readErrorLog()[0]?.report.online).toBe(false);
  });

  it('a page that throws is recorded with its reference on the error page', async () => {
    const Broken = () => {
      throw new Error('deal list broke for pat@example.com');
    };
    renderLazyRoute(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('This page failed to load.')).toBeTruthy();
    const [logged] = readErrorLog();
    expect(logged?.report).toMatchObject({ kind: 'route', route: '/vetdeals' });
    expect(logged?.report.message).toBe('deal list broke for [email]');
    expect(screen.getByTestId('error-reference').textContent).toContain(logged?.report.reference);
  });
});
