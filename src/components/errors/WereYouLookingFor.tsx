import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ExternalLink } from '../ExternalLink';
import type { MirrorRow } from '../../data/localDb';
import { getRecord } from '../../data/query';
import { dealRecord, recordHref, serviceRecord } from '../../data/records';
import { useLive } from '../../data/useLive';
import { safeHttpUrl } from '../../lib/safeUrl';
import { suggestionTarget, type SuggestionTarget } from './suggestionTarget';
import { t } from '../later/words';

type Lookup = { target: SuggestionTarget; row: MirrorRow | null };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function useLookup(target: SuggestionTarget | null): Lookup | undefined {
  return useLive(
    async (db) =>
      target
        ? getRecord(db, target.table, target.id).then(
            (row) => ({ target, row }),
            () => ({ target, row: null }),
          )
        : undefined,
    [target?.table, target?.id],
  );
}

function Suggestion({ lookup }: { lookup: Lookup }) {
  const { target, row } = lookup;
  if (target.table === 'services') {
    const name = text(row?.name);
    if (!row || !name) return null;
    return (
      <Button
        component={Link}
        to={recordHref(serviceRecord, { id: target.id, slug: row.slug, name })}
      >
        {name}
      </Button>
    );
  }
  const title = text(row?.title);
  if (!row || !title) {
    return (
      <Button component={Link} to={dealRecord.listPath}>
        {t('components.suggest.browse')}
      </Button>
    );
  }
  const website = safeHttpUrl(text(row.url));
  return (
    <Group gap="md">
      {website ? (
        <ExternalLink
          href={website}
        >{`${title} (${text(row.merchant) ?? t('components.suggest.business')})`}</ExternalLink>
      ) : null}
      <Button
        component={Link}
        to={recordHref(dealRecord, { id: target.id })}
        variant={website ? 'outline' : 'filled'}
      >
        {website ? t('components.suggest.read') : title}
      </Button>
    </Group>
  );
}

/** Loaded lazily by ErrorPage: "Were you looking for this?" under a 404 whose path names a service or a deal by id. */
export default function WereYouLookingFor() {
  const { pathname } = useLocation();
  const target = suggestionTarget(pathname);
  const lookup = useLookup(target);
  if (!target || !lookup) return null;
  const suggestion = <Suggestion lookup={lookup} />;
  if (lookup.target.table === 'services' && !lookup.row) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="error-suggestion"
    >
      <Stack gap="sm">
        <Title order={2} id="error-suggestion">
          {t('components.suggest.heading')}
        </Title>
        <Text>{lookup.row ? t('components.suggest.found') : t('components.suggest.gone')}</Text>
        {suggestion}
      </Stack>
    </Card>
  );
}
