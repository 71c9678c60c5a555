/**
 * The claims' running VA time limits as a calendar file (RFC 5545), made on the device: one
 * all-day event per limit on its due date, with an alarm at each of WARNING_DAYS still ahead.
 * Its words are in the language of the page it was saved from.
 */
import type { ClaimRecord } from '../../data/localDb';
import { addPeriod, runningDeadlines, WARNING_DAYS } from './claimDeadlines';
import { daysInWords, deadlineText } from './deadlineWords';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never mid-character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (isoDay: string) => isoDay.replace(/-/g, '');

export function claimsCalendar(claims: readonly ClaimRecord[], today: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//VetHub//Claim tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const claim of claims) {
    for (const r of runningDeadlines(claim.startDates ?? {}, today)) {
      if (r.daysLeft < 0) continue;
      const words = deadlineText(r.deadline);
      const summary = t('benefits.calendar.summary', { label: words.label, claim: claim.label });
      lines.push(
        'BEGIN:VEVENT',
        `UID:${claim.id}-${r.deadline.id}-${compact(r.startedOn)}@vethub`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact(r.dueOn)}`,
        `DTEND;VALUE=DATE:${compact(addPeriod(r.dueOn, { days: 1 }))}`,
        `SUMMARY:${text(summary)}`,
        `DESCRIPTION:${text(
          t('benefits.calendar.description', {
            due: readableDate(r.dueOn),
            started: readableDate(r.startedOn),
            ifMissed: words.ifMissed,
            rule: r.deadline.source,
          }),
        )}`,
        'TRANSP:TRANSPARENT',
      );
      for (const days of WARNING_DAYS.filter((w) => w < r.daysLeft)) {
        lines.push(
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${text(t('benefits.calendar.alarm', { days: daysInWords(days), summary }))}`,
          `TRIGGER;RELATED=START:-P${days}D`,
          'END:VALARM',
        );
      }
      lines.push('END:VEVENT');
    }
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** Whether any claim has a time limit still ahead, so a calendar file would hold something. */
export function hasRunningDeadline(claims: readonly ClaimRecord[], today: string): boolean {
  return claims.some((c) =>
    runningDeadlines(c.startDates ?? {}, today).some((r) => r.daysLeft >= 0),
  );
}
