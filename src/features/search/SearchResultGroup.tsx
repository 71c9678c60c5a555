import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Highlight } from './Highlight';
import { kindLabels, type SearchKind } from './searchKinds';
import type { SearchHit } from './siteIndex';
import { t } from './words';

interface SearchResultGroupProps {
  kind: SearchKind;
  hits: SearchHit[];
  count: number;
}

/** One kind's results: a heading with the count, then each match with its words marked. */
export function SearchResultGroup({ kind, hits, count }: SearchResultGroupProps) {
  const headingId = `results-${kind}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(kindLabels[kind])} ({count})
      </Title>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <Anchor component={Link} to={hit.href} fw={700} size="lg">
              <Highlight text={hit.title} terms={hit.terms} />
            </Anchor>
            {hit.snippet ? (
              <Text>
                <Highlight text={hit.snippet} terms={hit.terms} />
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      {count > hits.length ? (
        <Text size="sm">{t('search.group.more', { shown: hits.length, count })}</Text>
      ) : null}
    </Stack>
  );
}
