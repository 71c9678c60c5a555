/** The top three services by rating, each with its rating in words (loaded after the first paint). */
import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { serviceRecord } from '../../data/records';
import { useTopRatedServices, type RatedService } from '../../data/reviews/useTopRatedServices';
import { InternalLink } from '../InternalLink';
import { ListError } from '../ListStatus';

const pathOf = (service: RatedService) =>
  serviceRecord.detailPath?.(service) ?? serviceRecord.listPath;

export default function TopRatedList({ loading }: { loading: ReactNode }) {
  const top = useTopRatedServices();
  if (top.status === 'loading') return loading;
  if (top.status === 'error') {
    return <ListError title="The top-rated services could not be loaded" message={top.message} />;
  }
  if (top.services.length === 0) {
    return <Text>No service has enough reviews for a rating yet.</Text>;
  }
  return (
    <List type="ordered" spacing="xs" data-testid="top-rated-services">
      {top.services.map((service) => (
        <List.Item key={service.id}>
          <InternalLink to={pathOf(service)}>{service.name}</InternalLink>: rated{' '}
          {service.rating.toFixed(1)} out of 5 from {service.reviewCount} reviews
        </List.Item>
      ))}
    </List>
  );
}
