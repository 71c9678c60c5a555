/** A small RFC 4180 CSV reader: quoted fields, doubled quotes, commas and newlines in quotes. */
import { readFileSync } from 'node:fs';

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV file with a header row into objects keyed by the header; checks every width. */
export function readCsvRecords(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!header) throw new Error(`${file} is empty`);
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(
        `${file} row ${index + 2}: ${cells.length} fields, expected ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}
