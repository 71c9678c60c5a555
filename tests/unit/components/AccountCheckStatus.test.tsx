// @vitest-environment happy-dom
/** The account check speaks only when it takes a while; its space is there from the start. */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountCheckStatus } from '../../../src/components/AccountCheckStatus';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the account check status', () => {
  it('says nothing while the device answers within a moment', () => {
    render(
      <MantineProvider>
        <AccountCheckStatus />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Checking your account…')).toBeNull();
  });

  it('says the account is being checked once the wait is noticeable', () => {
    render(
      <MantineProvider>
        <AccountCheckStatus />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.getByRole('status').textContent).toBe('Checking your account…');
  });
});
