import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { DirectoryPage } from '../../components/directory/DirectoryPage';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { DealCard } from './DealCard';
import { dealFilterForm } from './dealFilterForm';
import { dealFilterFromParams, dealFilterToParams } from './dealFilterParams';
import { useDeals } from './useDeals';
import { t } from './words';

// How VetDeals work; message ids, said as the page renders.
const how = [
  'vetdeals.how.states',
  'vetdeals.how.ends',
  'vetdeals.how.verified',
  'vetdeals.how.business',
];

export default function VetDealsPage() {
  const url = useUrlFilter(dealFilterFromParams, dealFilterToParams);
  const list = useDeals(url.filter);

  return (
    <DirectoryPage
      intro={t('vetdeals.list.intro')}
      words={{
        name: 'vetdeals',
        find: t('vetdeals.list.find'),
        list: t('vetdeals.list.heading'),
        noun: t('vetdeals.list.noun'),
      }}
      url={url}
      filterForm={dealFilterForm}
      list={list}
      renderItem={(deal) => <DealCard deal={deal} />}
      emptyText={
        <>
          {t('vetdeals.list.emptyBefore')}{' '}
          <InternalLink to="/saved">{t('vetdeals.list.emptyLink')}</InternalLink>
          {t('vetdeals.list.emptyAfter')}
        </>
      }
      clear={{ table: 'vet_deals' }}
    >
      <ListSection
        id="vetdeals-how"
        heading={t('vetdeals.how.heading')}
        items={how.map((id) => t(id))}
      >
        <Group>
          <Button component={Link} to="/submit/deal" variant="outline">
            {t('vetdeals.offer')}
          </Button>
        </Group>
      </ListSection>
    </DirectoryPage>
  );
}
