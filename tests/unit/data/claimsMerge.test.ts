// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeClaims, type AccountClaimRow } from '../../../src/data/claimsMerge';
import type { ClaimRecord } from '../../../src/data/localDb';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function claim(updatedAt: string, label = 'Knee'): ClaimRecord {
  return {
    id: A,
    kind: 'other',
    label,
    filedOn: '2026-01-10',
    step: 2,
    history: [{ on: '2026-01-10', step: 2, recordedAt: '2026-01-10T10:00:00.000Z' }],
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt,
    owner: 'me',
  };
}

function row(updatedAt: string, label = 'Knee', deletedAt: string | null = null): AccountClaimRow {
  const stored: Partial<ClaimRecord> = { ...claim(updatedAt, label) };
  delete stored.owner;
  // PostgREST writes timestamptz with +00:00: the merge compares instants, not text.
  return {
    id: A,
    claim: deletedAt ? {} : stored,
    updated_at: updatedAt.replace('Z', '+00:00'),
    deleted_at: deletedAt,
  };
}

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T10:00:00.000Z';

describe('the device against the account', () => {
  it('sends what only the device has, and takes what only the account has', () => {
    expect(mergeClaims([claim(T1)], [], []).upsertRemote).toEqual([
      {
        id: A,
        claim: expect.not.objectContaining({ owner: 'me' }),
        updated_at: T1,
        deleted_at: null,
      },
    ]);
    const fromAccount = mergeClaims([], [], [row(T1)]);
    expect(fromAccount.putLocal).toEqual([expect.objectContaining({ id: A, label: 'Knee' })]);
    expect(fromAccount.putLocal[0]).not.toHaveProperty('owner');
  });

  it('keeps the newer side, and nothing moves when both agree', () => {
    expect(mergeClaims([claim(T2, 'Here')], [], [row(T1, 'There')])).toMatchObject({
      putLocal: [],
      upsertRemote: [{ claim: { label: 'Here' } }],
    });
    expect(mergeClaims([claim(T1, 'Here')], [], [row(T2, 'There')])).toMatchObject({
      putLocal: [{ label: 'There' }],
      upsertRemote: [],
    });
    expect(mergeClaims([claim(T1)], [], [row(T1)])).toEqual({
      putLocal: [],
      deleteLocal: [],
      upsertRemote: [],
    });
  });

  it('carries a deletion both ways, unless the other side changed the claim after it', () => {
    expect(mergeClaims([], [{ id: A, deletedAt: T2 }], [row(T1)]).upsertRemote).toEqual([
      { id: A, claim: {}, updated_at: T2, deleted_at: T2 },
    ]);
    expect(mergeClaims([claim(T1)], [], [row(T1, 'Knee', T2)]).deleteLocal).toEqual([
      { id: A, deletedAt: T2 },
    ]);
    // Changed on the device after the account's deletion: the device's copy goes back up.
    expect(mergeClaims([claim(T2)], [], [row(T1, 'Knee', T1)]).upsertRemote).toHaveLength(1);
    // Deleted here before the account's newer change: the account's copy comes back.
    expect(mergeClaims([], [{ id: A, deletedAt: T1 }], [row(T2)]).putLocal).toHaveLength(1);
  });

  it('leaves a row it cannot read alone rather than losing or overwriting it', () => {
    const damaged = { ...row(T2), claim: { id: A, label: 7 } };
    expect(mergeClaims([claim(T1)], [], [damaged])).toEqual({
      putLocal: [],
      deleteLocal: [],
      upsertRemote: [],
    });
  });
});
