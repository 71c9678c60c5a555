/**
 * Back must show the URL's filter in the form even when the search in between was never
 * rendered (its transition interrupted by Back): the form's key changes with every Back.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilter } from '../../../src/lib/useUrlFilter';

const fromParams = (p: URLSearchParams) => p.get('q') ?? '';
const toParams = (q: string) => new URLSearchParams(q ? { q } : {});

function Probe() {
  const { filter, key } = useUrlFilter(fromParams, toParams);
  return <output data-testid="probe">{`${filter}|${key}`}</output>;
}

describe('useUrlFilter', () => {
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
