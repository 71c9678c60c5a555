import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimRecord } from '../../../../src/data/localDb';
import { ClaimTrackerDeadlines } from '../../../../src/features/benefits/ClaimTrackerDeadlines';
import { addPeriod } from '../../../../src/features/benefits/claimDeadlines';
import { localToday } from '../../../../src/lib/localToday';
import { recordedClaim } from './recordedClaim';

const daysFromToday = (n: number) => addPeriod(localToday(), { days: n });

const claimWith = (startDates: ClaimRecord['startDates']) =>
  recordedClaim('Hearing loss', startDates);

describe('the time limits of a recorded claim', () => {
  it('calls out the nearest in words, and says when one has passed and what was lost', () => {
    render(
      <MantineProvider>
        <ClaimTrackerDeadlines
          claim={claimWith({
            // 90 days from the hearing: 5 left. 120 days from the Board's decision: 1 passed.
            boardHearing: daysFromToday(-85),
            boardDecisionMailed: daysFromToday(-121),
          })}
        />
      </MantineProvider>,
    );
    const items = screen.getByRole('list', { name: 'Time limits for Hearing loss' }).children;
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Send evidence after a Board hearing');
    expect(items[0]?.textContent).toContain('7 days or fewer left');
    expect(items[0]?.textContent).toContain('5 days left.');
    expect(items[1]?.textContent).toContain('This time limit has passed');
    expect(items[1]?.textContent).toContain('1 day ago.');
    expect(items[1]?.textContent).toContain('The Court can no longer hear an appeal');
    expect(items[1]?.textContent).toContain('Rule: 38 U.S.C. 7266(a).');
  });

  it('asks for a date and shows no time limit before one is recorded', () => {
    render(
      <MantineProvider>
        <ClaimTrackerDeadlines claim={claimWith(undefined)} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/Record a date from one of VA's letters/)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Record dates from VA's letters" })).toBeTruthy();
  });
});
