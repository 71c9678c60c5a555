import { ButtonLinks } from '../../components/ButtonLinks';
import { postKinds } from '../../components/postKinds';
import { LinkedText } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { DirectoryPage } from '../../components/directory/DirectoryPage';
import { directoryWords } from '../../components/directory/DirectoryFrame';
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
      words={directoryWords('vetdeals')}
      url={url}
      filterForm={dealFilterForm}
      list={list}
      renderItem={(deal) => <DealCard deal={deal} />}
      emptyText={<LinkedText message={t('vetdeals.list.empty')} links={['/saved']} />}
      clear={{ table: 'vet_deals' }}
    >
      <ListSection
        id="vetdeals-how"
        heading={t('vetdeals.how.heading')}
        items={how.map((id) => t(id))}
      >
        <ButtonLinks links={[{ ...postKinds.deal.submit, variant: 'outline' }]} />
      </ListSection>
    </DirectoryPage>
  );
}
