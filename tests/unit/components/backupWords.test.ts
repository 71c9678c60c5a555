// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  planLines,
  problemWords,
  restoredWords,
} from '../../../src/components/deviceBackup/backupWords';

const nothing = {
  claimsAdded: 0,
  claimsReplaced: 0,
  claimsKept: 0,
  savedAdded: 0,
  savedAlready: 0,
  settings: {},
};

describe('what the backup panel says', () => {
  it('lists only what restoring would do, in words', () => {
    expect(planLines(nothing)).toEqual([]);
    expect(
      planLines({
        claimsAdded: 2,
        claimsReplaced: 1,
        claimsKept: 1,
        savedAdded: 1,
        savedAlready: 3,
        settings: { textSize: 150, highContrast: false, deadlineReminders: true },
      }),
    ).toEqual([
      'Add 2 claims.',
      "Update 1 claim with the backup's newer copy.",
      "Leave 1 claim as it is: this device's copy is as new or newer.",
      'Add 1 saved item.',
      'Skip 3 saved items already saved here.',
      'Set text size 150 %, high contrast off, reminders of VA time limits on.',
    ]);
    expect(restoredWords({ ...nothing, claimsAdded: 1, claimsReplaced: 1, savedAdded: 1 })).toBe(
      'Restored 2 claims and 1 saved item, and your settings.',
    );
  });

  it('says why a file was refused and that nothing changed', () => {
    for (const problem of [
      { kind: 'too-large' },
      { kind: 'not-vethub' },
      { kind: 'newer', version: 3 },
      { kind: 'damaged', where: 'claims.0.step' },
    ] as const) {
      expect(problemWords(problem)).toContain('Nothing on this device was changed.');
    }
    expect(problemWords({ kind: 'newer', version: 3 })).toContain('file version 3');
    expect(problemWords({ kind: 'damaged', where: 'claims.0.step' })).toContain('(claim 1)');
    expect(problemWords({ kind: 'damaged', where: 'saved.11' })).toContain('(saved item 12)');
    expect(problemWords({ kind: 'damaged', where: 'version' })).toContain("(the file's heading)");
  });
});
