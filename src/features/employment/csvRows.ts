import { nextTask } from '../../lib/nextTask';

/** Characters read between pauses: about 5 ms of a slow phone's main thread. */
const SLICE_CHARS = 64_000;

/**
 * A small RFC 4180 reader for the bundled data files: quoted fields, "" escapes, CRLF or LF.
 * It reads a range at a time, so a large file can be read in slices.
 */
function csvReader(text: string) {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  return {
    /** Reads on to `end` (or a little past it, to finish an escape or a CRLF). */
    readTo(end: number) {
      for (; i < Math.min(end, text.length); i += 1) {
        const ch = text[i];
        if (quoted) {
          if (ch === '"' && text[i + 1] === '"') {
            field += '"';
            i += 1;
          } else if (ch === '"') quoted = false;
          else field += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          record.push(field);
          field = '';
        } else if (ch === '\n' || ch === '\r') {
          if (ch === '\r' && text[i + 1] === '\n') i += 1;
          record.push(field);
          records.push(record);
          record = [];
          field = '';
        } else field += ch;
      }
      return i >= text.length;
    },
    rows(): Record<string, string>[] {
      if (field !== '' || record.length > 0) {
        record.push(field);
        records.push(record);
        record = [];
        field = '';
      }
      const [header = [], ...rows] = records.filter((r) => r.length > 1 || r[0] !== '');
      return rows.map((r) => Object.fromEntries(header.map((name, n) => [name, r[n] ?? ''])));
    },
  };
}

export function parseCsv(text: string): Record<string, string>[] {
  const reader = csvReader(text);
  reader.readTo(text.length);
  return reader.rows();
}

/** parseCsv in slices of the text, a task each, for files read while a page is in use. */
export async function parseCsvInSlices(text: string): Promise<Record<string, string>[]> {
  const reader = csvReader(text);
  for (let end = SLICE_CHARS; !reader.readTo(end); end += SLICE_CHARS) await nextTask();
  return reader.rows();
}
