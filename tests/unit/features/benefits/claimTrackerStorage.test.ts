import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storagePersistenceAtom } from '../../../../src/data/saved/storagePersistence';
import { appStore } from '../../../../src/data/store';
import { VetHubDb } from '../../../../src/data/localDb';
import {
  addClaim,
  claimsExport,
  deleteClaim,
  newClaimSchema,
  recordStartDates,
  recordStep,
} from '../../../../src/features/benefits/claimTrackerStorage';
import { localToday } from '../../../../src/lib/localToday';

const db = new VetHubDb(`claims-${crypto.randomUUID()}`);

afterEach(async () => {
  await db.claims.clear();
});

describe('claim tracker storage', () => {
  it('stores a claim, records a move back to evidence gathering and exports both', async () => {
    const claim = await addClaim(
      { kind: 'compensation', label: ' Knee ', filedOn: '2026-01-05', step: 5 },
      db,
    );
    expect(claim.label).toBe('Knee');
    await recordStep(claim.id, { to: 3, on: '2026-02-01', note: 'Exam scheduled' }, db);
    const stored = await db.claims.get(claim.id);
    expect(stored?.step).toBe(3);
    expect(stored?.history.map((h) => h.step)).toEqual([5, 3]);

    const file = claimsExport(await db.claims.toArray());
    expect(file.claims).toHaveLength(1);
    expect(file.claims[0]?.history.at(-1)).toMatchObject({
      on: '2026-02-01',
      note: 'Exam scheduled',
    });
    expect(file.claims[0]?.steps[2]).toBe('Evidence gathering');

    await deleteClaim(claim.id, db);
    expect(await db.claims.count()).toBe(0);
  });

  it('refuses a moved-back step that VA does not use, a future date and a blank name', async () => {
    const claim = await addClaim(
      { kind: 'compensation', label: 'Hearing', filedOn: '2026-01-05', step: 7 },
      db,
    );
    await expect(recordStep(claim.id, { to: 3, on: '2026-02-01' }, db)).rejects.toThrow(
      /cannot move/,
    );
    await expect(recordStep(claim.id, { to: 8, on: '2999-01-01' }, db)).rejects.toThrow();
    expect((await db.claims.get(claim.id))?.step).toBe(7);
    const blank = newClaimSchema.safeParse({
      kind: 'other',
      label: '  ',
      filedOn: localToday(),
      step: 6,
    });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.path[0]).sort()).toEqual(['label', 'step']);
  });

  it('keeps the dates that start VA time limits, clears an emptied one and exports them', async () => {
    const claim = await addClaim(
      { kind: 'compensation', label: 'Back', filedOn: '2026-01-05', step: 2 },
      db,
    );
    await recordStartDates(claim.id, { intentToFile: '2025-12-01', decisionNotice: '' }, db);
    expect((await db.claims.get(claim.id))?.startDates).toEqual({ intentToFile: '2025-12-01' });
    await recordStartDates(claim.id, { intentToFile: ' ', boardHearing: '2026-10-20' }, db);
    expect((await db.claims.get(claim.id))?.startDates).toEqual({ boardHearing: '2026-10-20' });
    const file = claimsExport(await db.claims.toArray());
    expect(file.claims[0]?.startDates).toEqual({ boardHearing: '2026-10-20' });
  });

  it('refuses a start date in the future or not a date, and keeps the dates it had', async () => {
    const claim = await addClaim(
      { kind: 'pension', label: 'Pension', filedOn: '2026-01-05', step: 1 },
      db,
    );
    await recordStartDates(claim.id, { decisionNotice: '2026-02-01' }, db);
    await expect(recordStartDates(claim.id, { decisionNotice: '2999-01-01' }, db)).rejects.toThrow(
      /cannot be in the future/,
    );
    await expect(recordStartDates(claim.id, { boardReceived: '1 May' }, db)).rejects.toThrow(
      /Enter a date/,
    );
    expect((await db.claims.get(claim.id))?.startDates).toEqual({ decisionNotice: '2026-02-01' });
  });

  it('asks the browser once to keep its storage, inside the click that adds the first claim', async () => {
    appStore.set(storagePersistenceAtom, null);
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    try {
      const first = addClaim(
        { kind: 'other', label: 'Education', filedOn: '2026-01-05', step: 1 },
        db,
      );
      expect(persist).toHaveBeenCalledTimes(1);
      await first;
      await addClaim({ kind: 'other', label: 'Housing', filedOn: '2026-01-05', step: 1 }, db);
      expect(persist).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(appStore.get(storagePersistenceAtom)?.granted).toBe(true));
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
