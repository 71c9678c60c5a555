import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTableQuery } from '../../data/query';
import { JobTranslatorResult } from './JobTranslatorResult';
import {
  codeFilter,
  groupOccupations,
  groupOccupationsInSlices,
  matchRows,
  titleFilter,
  type CareerRow,
  type MilitaryOccupation,
  type TranslatorQuery,
} from './translatorSearch';
import { t } from './words';

/** How many military occupations are shown at once; more means the search should be narrowed. */
export const SHOWN_RESULTS = 20;

/**
 * Every military occupation, mapped ones first, then codes the crosswalk leaves unmapped. Built
 * once for the in-memory index; a search then filters occupations, not rows (the conditions
 * only read branch, code and title, which are the same for every row of an occupation).
 */
export function occupationIndex(
  mapped: readonly CareerRow[],
  unmapped: readonly CareerRow[] | undefined,
): MilitaryOccupation[] {
  const found = groupOccupations(mapped);
  const known = new Set(found.map((o) => o.key));
  const none = groupOccupations(unmapped ?? [], true).filter((o) => !known.has(o.key));
  return [...found, ...none];
}

/** occupationIndex in slices of rows, a task each, for the index built while the page is open. */
export async function occupationIndexInSlices(
  mapped: readonly CareerRow[],
  unmapped: readonly CareerRow[],
): Promise<MilitaryOccupation[]> {
  const found = await groupOccupationsInSlices(mapped);
  const known = new Set(found.map((o) => o.key));
  const none = (await groupOccupationsInSlices(unmapped, true)).filter((o) => !known.has(o.key));
  return [...found, ...none];
}

export function translate(
  mapped: readonly CareerRow[],
  unmapped: readonly CareerRow[] | undefined,
  query: TranslatorQuery,
): MilitaryOccupation[] {
  return searchIndex(occupationIndex(mapped, unmapped), query);
}

/** Mapped occupations keep their lead over unmapped ones within each kind of match. */
export function searchIndex(
  index: readonly MilitaryOccupation[],
  query: TranslatorQuery,
): MilitaryOccupation[] {
  return matchRows(index, query);
}

/**
 * Which results have their details open, by occupation. Held above the results so that details
 * a person opened stay open when the answers move from the server to the downloaded index.
 */
export interface OpenDetails {
  keys: ReadonlySet<string>;
  toggle: (key: string) => void;
}

function ResultList({
  occupations,
  details,
}: {
  occupations: MilitaryOccupation[];
  details: OpenDetails;
}) {
  const shown = occupations.slice(0, SHOWN_RESULTS);
  const summary =
    occupations.length === 0
      ? t('employment.results.none')
      : occupations.length > SHOWN_RESULTS
        ? t('employment.results.tooMany', { count: occupations.length, shown: SHOWN_RESULTS })
        : t('employment.results.count', { count: occupations.length });
  return (
    <Stack gap="md">
      <Text role="status" fw={700}>
        {summary}
      </Text>
      {shown.map((o, i) => (
        <JobTranslatorResult
          key={o.key}
          occupation={o}
          position={i}
          open={details.keys.has(o.key)}
          onToggle={() => details.toggle(o.key)}
        />
      ))}
    </Stack>
  );
}

/** Answers from the in-memory index: synchronous, so every keystroke is answered at once. */
export function IndexResults(props: {
  occupations: readonly MilitaryOccupation[];
  query: TranslatorQuery;
  details: OpenDetails;
}) {
  const { occupations, query } = props;
  const found = useMemo(() => searchIndex(occupations, query), [occupations, query]);
  return <ResultList occupations={found} details={props.details} />;
}

/** Before the first sync completes: the same filters, answered by the server. */
export function ServerResults(props: {
  unmapped: readonly CareerRow[] | undefined;
  query: TranslatorQuery;
  details: OpenDetails;
}) {
  const [query] = useDebouncedValue(props.query, 250);
  const byCode = useTableQuery(codeFilter(query));
  const byTitle = useTableQuery(titleFilter(query));
  if (byCode.status === 'loading' || byTitle.status === 'loading') {
    return <Text role="status">{t('employment.results.searching')}</Text>;
  }
  if (byCode.status === 'error' || byTitle.status === 'error') {
    return <Text role="alert">{t('employment.results.serverError')}</Text>;
  }
  const seen = new Set<unknown>();
  const rows = [...byCode.answer.rows, ...byTitle.answer.rows].filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  }) as unknown as CareerRow[];
  return (
    <ResultList occupations={translate(rows, props.unmapped, query)} details={props.details} />
  );
}
