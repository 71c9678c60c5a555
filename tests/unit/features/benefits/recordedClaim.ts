import type { ClaimRecord } from '../../../../src/data/localDb';

/** A claim as the tracker stores it, with the dates from VA's letters a test gives. */
export function recordedClaim(label: string, startDates: ClaimRecord['startDates']): ClaimRecord {
  return {
    id: `claim-${label.length}`,
    kind: 'compensation',
    label,
    filedOn: '2025-01-02',
    step: 8,
    history: [],
    startDates,
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
  };
}
