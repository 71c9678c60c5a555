// @vitest-environment happy-dom
/** What a visitor reads above a directory list: an exact count, or the server's estimate. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPager } from '../../../src/components/ListPager';

const total = (props: { total: number; page?: number; estimated?: boolean }) => {
  render(
    <MantineProvider>
      <ListPager page={props.page ?? 1} noun="services" onPage={() => {}} {...props} />
    </MantineProvider>,
  );
  return screen.getByTestId('list-total').textContent;
};

describe('the directory pager', () => {
  it('shows an exact count as it is', () => {
    expect(total({ total: 812, page: 2 })).toBe('Showing 11–20 of 812 services');
  });

  it('says "about" and rounds an estimated total, which is not a count', () => {
    expect(total({ total: 85_603, estimated: true })).toBe('Showing 1–10 of about 86,000 services');
  });

  it('says nothing matched when the count is zero', () => {
    expect(total({ total: 0 })).toBe('No services found');
  });
});
