import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LinkSentence } from '../../components/content/LinkSentence';
import { searchHref } from './searchParams';
import { SearchResultGroup } from './SearchResultGroup';
import { searchKinds, type SearchKind } from './searchKinds';
import type { SearchAnswer } from './siteIndex';
import { t } from './words';

interface SearchResultsProps {
  answer: SearchAnswer;
  kind: SearchKind | null;
}

export function resultSummary(answer: SearchAnswer, kind: SearchKind | null): string {
  const n = kind ? answer.counts[kind] : searchKinds.reduce((s, k) => s + answer.counts[k], 0);
  return t('search.summary', { count: n, query: answer.query.trim() });
}

/** Results grouped by kind, or one kind when filtered; a spelling suggestion when useful. */
export function SearchResults({ answer, kind }: SearchResultsProps) {
  const kinds = kind ? [kind] : searchKinds;
  const groups = kinds
    .map((k) => ({ kind: k, hits: answer.hits.filter((h) => h.kind === k) }))
    .filter((g) => g.hits.length > 0);
  const suggestion = answer.suggestion ? (
    <Text size="lg">
      {t('search.suggestion.before')}{' '}
      <Anchor component={Link} to={searchHref(answer.suggestion, kind)} fw={700}>
        {answer.suggestion}
      </Anchor>
      ?
    </Text>
  ) : null;
  if (groups.length === 0) {
    return (
      <Stack gap="md">
        {suggestion}
        <EmptyState title={t('search.none.title')}>
          <LinkSentence to="/sitemap" link={t('search.none.link')}>
            {t('search.none.before')}
          </LinkSentence>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      {suggestion}
      {groups.map((g) => (
        <SearchResultGroup key={g.kind} kind={g.kind} hits={g.hits} count={answer.counts[g.kind]} />
      ))}
    </Stack>
  );
}
