/**
 * Gives the app the counts and releases of data/ as __DATA_FACTS__ (src/lib/dataFacts.ts): the
 * rows of the crosswalk, occupation and organization files, and the O*NET and DMDC releases
 * that data/crosswalk/SOURCE.md records. Pages state these, so they are counted here, at build
 * time, rather than typed where a new release would leave them wrong.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { DataFacts } from '../src/lib/dataFacts.ts';
import { readCsvRecords } from './seed/csv.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

/** The first match of `pattern` in SOURCE.md; a reworded file fails the build, not the page. */
function recorded(source: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(source);
  if (!match) throw new Error(`data/crosswalk/SOURCE.md no longer states ${what} (${pattern}).`);
  return match;
}

export function dataFacts(dir = dataDir): DataFacts {
  const rows = (file: string) => readCsvRecords(path.join(dir, file)).length;
  const source = readFileSync(path.join(dir, 'crosswalk', 'SOURCE.md'), 'utf8');
  const [, onetVersion = '', onetReleased = ''] = recorded(
    source,
    /O\*NET (\d+\.\d+) Database, (\w+ \d{4}) Release/,
    'the O*NET release',
  );
  const [, crosswalkFile = '', crosswalkDated = ''] = recorded(
    source,
    /`(milx\d+)\.csv`, the DMDC crosswalk dated \*\*(\w+ \d{4})\*\*/,
    'the DMDC crosswalk file',
  );
  return {
    mappings: rows('crosswalk/military-crosswalk.csv'),
    occupations: rows('crosswalk/occupations.csv'),
    unmappedCodes: rows('crosswalk/military-codes-unmapped.csv'),
    organizations: rows('organizations/organizations.csv'),
    onetVersion,
    onetReleased,
    crosswalkFile,
    crosswalkDated,
  };
}

export function dataFactsPlugin(): Plugin {
  return {
    name: 'vethub-data-facts',
    config: () => ({ define: { __DATA_FACTS__: JSON.stringify(dataFacts()) } }),
  };
}
