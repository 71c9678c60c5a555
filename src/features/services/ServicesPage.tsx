import { PostingInvitation } from '../../components/posting/PostingInvitation';
import { LinkedText } from '../../components/content/LinkedText';
import { DirectoryPage } from '../../components/directory/DirectoryPage';
import { directoryWords } from '../../components/directory/DirectoryFrame';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { FeaturedServices } from './FeaturedServices';
import { useNearMe } from './useNearMe';
import { ServiceCard } from './ServiceCard';
import { serviceFilterFromParams, serviceFilterToParams } from './serviceFilterParams';
import { useServiceFilterForm } from './useServiceFilterForm';
import { useServices } from './useServices';
import { t } from './words';

export default function ServicesPage() {
  const url = useUrlFilter(serviceFilterFromParams, serviceFilterToParams);
  const near = useNearMe(url.filter);
  const answer = useServices(near.filter);
  const list = near.checking ? ({ status: 'loading' } as const) : answer;
  const filterForm = useServiceFilterForm(near.error);

  return (
    <DirectoryPage
      intro={t('services.list.intro')}
      featured={<FeaturedServices />}
      words={directoryWords('services')}
      url={url}
      filterForm={filterForm}
      list={list}
      renderItem={(service) => <ServiceCard service={service} />}
      emptyText={<LinkedText message={t('services.list.empty')} links={['/resources']} />}
      clear={{ table: 'services' }}
    >
      <PostingInvitation
        kind="service"
        id="services-partners"
        heading={t('services.partners.heading')}
        text={t('services.partners.text')}
      />
    </DirectoryPage>
  );
}
