/** RFC 4180 CSV: every field quoted, quotes doubled, CRLF line ends. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const field = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    // A leading =, +, - or @ would run as a formula when the file is opened in a spreadsheet.
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
