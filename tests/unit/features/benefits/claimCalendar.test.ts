// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  claimsCalendar,
  hasRunningDeadline,
} from '../../../../src/features/benefits/claimCalendar';
import { recordedClaim } from './recordedClaim';

const claim = recordedClaim;

const now = new Date('2026-11-28T15:04:05.678Z');

function eventsOf(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((a) => String(a.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('the time limits as a calendar file', () => {
  it('is one all-day event per running limit, with alarms only at warnings still ahead', () => {
    const file = claimsCalendar(
      [
        claim('Knee, back; hearing \\ "tinnitus"', {
          intentToFile: '2026-03-02',
          boardReceived: '2026-09-01',
        }),
        claim('Old', { boardDecisionMailed: '2025-01-01' }),
      ],
      '2026-11-28',
      now,
    );
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const events = eventsOf(file);
    expect(events.map((e) => [e.summary, e.start, e.allDay, e.alarms])).toEqual([
      [
        'VA time limit: Send evidence on the Board\'s evidence submission docket (Knee, back; hearing \\ "tinnitus")',
        '2026-11-30',
        true,
        [],
      ],
      [
        'VA time limit: File the claim after an intent to file (Knee, back; hearing \\ "tinnitus")',
        '2027-03-02',
        true,
        ['-P90D', '-P30D', '-P7D'],
      ],
    ]);
    expect(events[1]?.description).toContain('Rule: 38 CFR 3.155(b).');
    expect(events[0]?.description).toContain("the date in VA's letter is what counts");
    expect(new ICAL.Component(ICAL.parse(file)).getFirstPropertyValue('prodid')).toBe(
      '-//VetHub//Claim tracker//EN',
    );
  });

  it('folds a long line between characters, never inside one', () => {
    const label = 'Évaluation 🇺🇸 '.repeat(12);
    const file = claimsCalendar([claim(label, { boardHearing: '2026-11-01' })], '2026-11-28', now);
    const octets = file.split('\r\n').map((line) => new TextEncoder().encode(line).length);
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);
    expect(octets.filter((n) => n > 70).length).toBeGreaterThan(3);
    expect(eventsOf(file)[0]?.summary).toBe(
      `VA time limit: Send evidence after a Board hearing (hearing docket) (${label})`,
    );
  });

  it('is offered only while a time limit is still ahead', () => {
    expect(hasRunningDeadline([claim('a', { boardHearing: '2026-11-01' })], '2026-11-28')).toBe(
      true,
    );
    expect(hasRunningDeadline([claim('a', { boardHearing: '2025-11-01' })], '2026-11-28')).toBe(
      false,
    );
    expect(hasRunningDeadline([claim('a', undefined)], '2026-11-28')).toBe(false);
  });
});
