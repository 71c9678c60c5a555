// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampTextSize, stepTextSize } from '../../../src/lib/textSize';

describe('text size', () => {
  it('starts at 100 and moves in steps of 10', () => {
    expect(stepTextSize(100, 1)).toBe(110);
    expect(stepTextSize(100, -1)).toBe(90);
  });

  it('never goes below 50 or above 200', () => {
    expect(stepTextSize(50, -1)).toBe(50);
    expect(stepTextSize(200, 1)).toBe(200);
    expect(clampTextSize(10)).toBe(50);
    expect(clampTextSize(900)).toBe(200);
  });

  it('snaps odd values to the nearest step and repairs nonsense', () => {
    expect(clampTextSize(134)).toBe(130);
    expect(clampTextSize(Number.NaN)).toBe(100);
  });
});
