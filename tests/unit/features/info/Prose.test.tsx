import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Prose } from '../../../../src/features/info/Prose';

const html =
  '<p>See the <a href="/services?type=legal">services directory</a> or ' +
  '<a href="https://www.va.gov/" target="_blank" rel="noopener noreferrer">VA.gov' +
  '<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>';

function renderAt() {
  const router = createMemoryRouter([
    { path: '/', element: <Prose html={html} /> },
    { path: '/services', element: <p>The directory</p> },
  ]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** Whether the app took the click (prevented the browser's own navigation), which then stays undone. */
function appTook(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const afterApp = (event: MouseEvent) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterApp);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterApp);
  return taken;
}

describe('a prose block', () => {
  it('opens a link to another VetHub page inside the app, without a reload', async () => {
    const router = renderAt();
    expect(appTook(screen.getByRole('link', { name: 'services directory' }))).toBe(true);
    expect(await screen.findByText('The directory')).toBeDefined();
    expect(router.state.location.search).toBe('?type=legal');
  });

  it('leaves external links, and a click with a modifier key, to the browser', () => {
    const router = renderAt();
    const away = screen.getByRole('link', { name: 'VA.gov (opens in a new tab)' });
    expect(appTook(away)).toBe(false);
    const inSite = screen.getByRole('link', { name: 'services directory' });
    expect(appTook(inSite, { ctrlKey: true })).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
