import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SearchKindFilter } from './SearchKindFilter';
import { readSearchParams } from './searchParams';
import { resultSummary, SearchResults } from './SearchResults';
import type { SearchKind } from './searchKinds';
import { useSiteSearch } from './useSiteSearch';
import { t } from './words';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { query, kind } = readSearchParams(params);
  const { answer, pending, fromServer } = useSiteSearch(query, []);
  // The box keeps its own text, set in the keystroke: held only in the URL, which the router
  // updates a moment later, a fast typist's next key landed on the old text (the caret jumped
  // to its end; e2e saw "american legionspring lawn"). Back or a link still sets it.
  const [text, setText] = useState(query);
  // What typing sent to the URL and the URL has not shown yet, oldest first.
  const [typed, setTyped] = useState<string[]>([]);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    const at = typed.indexOf(query);
    if (at >= 0) {
      setTyped(typed.slice(at + 1));
    } else {
      setText(query);
      setTyped([]);
    }
  }

  const update = (next: { query?: string; kind?: SearchKind | null }) => {
    const q = next.query ?? query;
    const k = next.kind === undefined ? kind : next.kind;
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    if (k) search.set('kind', k);
    setParams(search, { replace: true });
  };

  const shown = query.trim() && answer ? answer : null;
  return (
    <Stack gap="lg">
      <PageHeader intro={t('search.intro')} />
      <form
        role="search"
        aria-label={t('search.searchVetHub')}
        method="get"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextInput
          type="search"
          name="q"
          label={t('search.words.label')}
          description={t('search.words.description')}
          value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setText(value);
            setTyped((sent) => [...sent, value]);
            update({ query: value });
          }}
          size="lg"
          autoComplete="off"
          rightSection={pending && query.trim() ? <Loader size="sm" aria-hidden="true" /> : null}
        />
      </form>
      <SearchKindFilter
        value={kind}
        counts={shown?.counts ?? null}
        onChange={(k) => update({ kind: k })}
      />
      <Text role="status" aria-live="polite" fw={600}>
        {shown
          ? resultSummary(shown, kind)
          : query.trim()
            ? t('search.status.searching')
            : t('search.status.empty')}
      </Text>
      {fromServer.length > 0 ? <Text size="sm">{t('search.fromServer')}</Text> : null}
      {shown ? <SearchResults answer={shown} kind={kind} /> : null}
    </Stack>
  );
}
