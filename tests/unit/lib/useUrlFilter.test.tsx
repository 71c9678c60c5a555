/**
 * A filter kept in the URL: Back restores the filter and the form, also when the search in
 * between was never rendered (its transition interrupted by Back): the form's key changes with
 * every Back.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlogFilter } from '../../../src/data/query';
import { BlogSearch } from '../../../src/features/blog/BlogSearch';
import {
  blogFilterFromParams,
  blogFilterToParams,
} from '../../../src/features/blog/blogFilterParams';
import { useUrlFilter } from '../../../src/lib/useUrlFilter';

function Page() {
  const { filter, setFilter, key } = useUrlFilter(blogFilterFromParams, blogFilterToParams);
  return (
    <>
      <p data-testid="filter">{JSON.stringify(filter satisfies BlogFilter)}</p>
      <BlogSearch key={key} filter={filter} onApply={setFilter} />
    </>
  );
}

const fromParams = (p: URLSearchParams) => p.get('q') ?? '';
const toParams = (q: string) => new URLSearchParams(q ? { q } : {});

function Probe() {
  const { filter, key } = useUrlFilter(fromParams, toParams);
  return <output data-testid="probe">{`${filter}|${key}`}</output>;
}

describe('a filter kept in the URL', () => {
  it('writes a search to the URL, and Back restores both the filter and the form', async () => {
    const router = createMemoryRouter([{ path: '/blog', element: <Page /> }], {
      initialEntries: ['/blog?page=2'],
    });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: 'claims' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(router.state.location.search).toBe('?q=claims');
    expect(screen.getByTestId('filter').textContent).toContain('"search":"claims"');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByTestId('filter').textContent).toContain('"page":2');
    expect(screen.getByRole('textbox', { name: 'Search articles' })).toHaveProperty('value', '');
  });

  it('gives a new key on every Back or Forward step, also to the same query string', () => {
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
      initialEntries: ['/?q=a'],
    });
    render(<RouterProvider router={router} />);
    const before = screen.getByTestId('probe').textContent;
    expect(before).toMatch(/^a\|q=a#\d+$/);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const after = screen.getByTestId('probe').textContent;
    expect(after).toMatch(/^a\|q=a#\d+$/);
    expect(after).not.toBe(before);
  });
});
