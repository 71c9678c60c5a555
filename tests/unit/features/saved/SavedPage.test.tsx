import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../../src/data/localDb';
import { markMissing } from '../../../../src/data/saved/savedCleanup';
import { toggleSaved } from '../../../../src/data/saved/savedItems';
import SavedPage from '../../../../src/features/saved/SavedPage';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/saved', element: <SavedPage />, handle: { title: 'Saved items', description: '' } }],
    { initialEntries: ['/saved'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the Saved Items page', () => {
  beforeEach(async () => {
    await localDb.saved.clear();
  });

  it('lists what was saved on this device, with a live count per list', async () => {
    await toggleSaved('services', { id: 12, name: 'Legal Aid for Veterans' });
    await toggleSaved('vetdeals', { id: 3, title: '15% off oil changes' });
    renderPage();
    const services = await screen.findByRole('region', { name: 'Services' });
    await within(services).findByText('1 saved');
    expect(
      within(services).getByRole('link', { name: 'Legal Aid for Veterans' }).getAttribute('href'),
    ).toBe('/services/12-legal-aid-for-veterans');
    const deals = screen.getByRole('region', { name: 'VetDeals' });
    expect(within(deals).getByRole('link', { name: '15% off oil changes' })).toBeTruthy();
    await within(screen.getByRole('region', { name: 'Jobs' })).findByText('0 saved');
  });

  it('shows an item whose source is gone as no longer available, with its clear-out date', async () => {
    await toggleSaved('blog', { id: 5, title: 'Preparing for your C&P exam' });
    await markMissing('blog', [5]);
    renderPage();
    const articles = await screen.findByRole('region', { name: 'Articles' });
    await within(articles).findByText('No longer available');
    expect(within(articles).queryByRole('link', { name: /C&P exam/ })).toBeNull();
    expect(within(articles).getByText(/Cleared from this device on/)).toBeTruthy();
  });

  it('removes one item and clears a whole list', async () => {
    await toggleSaved('job', { id: 1, title: 'Logistics coordinator' });
    await toggleSaved('job', { id: 2, title: 'Network technician' });
    renderPage();
    const jobs = await screen.findByRole('region', { name: 'Jobs' });
    await within(jobs).findByText('2 saved');
    fireEvent.click(
      within(jobs).getByRole('button', { name: 'Remove Logistics coordinator from saved jobs' }),
    );
    await within(jobs).findByText('1 saved');
    fireEvent.click(within(jobs).getByRole('button', { name: 'Clear jobs' }));
    await waitFor(() => expect(within(jobs).getByText('0 saved')).toBeTruthy());
    expect(await localDb.saved.count()).toBe(0);
  });
});
