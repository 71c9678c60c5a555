// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['email', 'source'],
        [
          ['a@example.test', 'say "hi"'],
          ['b@example.test', null],
        ],
      ),
    ).toBe('"email","source"\r\n"a@example.test","say ""hi"""\r\n"b@example.test",""\r\n');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(toCsv(['source'], [['=HYPERLINK("x")'], ['-1'], ['+1'], ['@a']])).toBe(
      '"source"\r\n"\'=HYPERLINK(""x"")"\r\n"\'-1"\r\n"\'+1"\r\n"\'@a"\r\n',
    );
  });
});
