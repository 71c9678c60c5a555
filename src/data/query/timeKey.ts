/**
 * Timestamps as the server sends them ('2026-11-22T15:24:22.103+00:00', trailing zeros of the
 * fraction dropped) do not always sort as text: '…:22+00:00' and '…:22.5+00:00' do, but an
 * offset other than +00:00 would not. timeKey turns one into a fixed-width UTC string with six
 * fractional digits (PostgreSQL's precision), so comparing keys compares instants exactly.
 */
const PATTERN =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

export function timeKey(value: string): string {
  const match = PATTERN.exec(value);
  if (!match) return value;
  const [, date, time, fraction = '', offset = 'Z'] = match;
  const micros = fraction.padEnd(6, '0');
  if (offset === 'Z' || /^\+00(:?00)?$/.test(offset)) return `${date}T${time}.${micros}`;
  const normalizedOffset =
    offset.length === 3 ? `${offset}:00` : offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(`${date}T${time}${normalizedOffset}`);
  if (Number.isNaN(ms)) return value;
  return `${new Date(ms).toISOString().slice(0, 19)}.${micros}`;
}

/** -1, 0 or 1 as instant a is before, at or after instant b. */
export function compareTimes(a: string, b: string): number {
  const ka = timeKey(a);
  const kb = timeKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The form the mirror stores updated_at in ('2026-11-22T15:24:22.103000+00:00'): fixed width and
 * UTC, so the [updated_at+id] index orders rows by time even if a source (hosted Realtime, say)
 * writes timestamps differently from PostgREST. Text that is not a timestamp is kept as it is.
 */
export function canonicalTime(value: string): string {
  const key = timeKey(value);
  return key === value ? value : `${key}+00:00`;
}
