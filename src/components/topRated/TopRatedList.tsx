/** The top three services by rating, each with its rating in words (loaded after the first paint). */
import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { serviceRecord } from '../../data/records';
import { useTopRatedServices, type RatedService } from '../../data/reviews/useTopRatedServices';
import { InternalLink } from '../InternalLink';
import { ListError } from '../ListStatus';
import { t } from '../words';

const pathOf = (service: RatedService) =>
  serviceRecord.detailPath?.(service) ?? serviceRecord.listPath;

export default function TopRatedList({ loading }: { loading: ReactNode }) {
  const top = useTopRatedServices();
  if (top.status === 'loading') return loading;
  if (top.status === 'error') {
    return <ListError title={t('components.topRated.failed')} message={top.message} />;
  }
  if (top.services.length === 0) {
    return <Text>{t('components.topRated.none')}</Text>;
  }
  return (
    <List type="ordered" spacing="xs" data-testid="top-rated-services">
      {top.services.map((service) => (
        <List.Item key={service.id}>
          <InternalLink to={pathOf(service)}>{service.name}</InternalLink>:{' '}
          {t('components.topRated.rating', {
            rating: service.rating.toFixed(1),
            count: service.reviewCount,
          })}
        </List.Item>
      ))}
    </List>
  );
}
