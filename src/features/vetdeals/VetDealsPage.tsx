import { Button, Group, List, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { DirectoryFrame } from '../../components/directory/DirectoryFrame';
import { PageHeader } from '../../components/PageHeader';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { DealCard } from './DealCard';
import { dealFilterForm } from './dealFilterForm';
import { dealFilterFromParams, dealFilterToParams } from './dealFilterParams';
import { useDeals } from './useDeals';
import { PageSection } from '../../components/PageSection';

export default function VetDealsPage() {
  const url = useUrlFilter(dealFilterFromParams, dealFilterToParams);
  const list = useDeals(url.filter);

  return (
    <Stack gap="xl">
      <PageHeader intro="Discounts and offers from businesses for veterans and military families. Read each deal's terms before you go, and save the ones you want to use." />

      <DirectoryFrame
        words={{ name: 'vetdeals', find: 'Find a deal', list: 'Deals', noun: 'deals' }}
        url={url}
        filterForm={dealFilterForm}
        list={list}
        renderItem={(deal) => <DealCard deal={deal} />}
        emptyText={
          <>
            Try another category or fewer words. Deals you saved are in your{' '}
            <InternalLink to="/saved">saved items</InternalLink>.
          </>
        }
        clear={{ table: 'vet_deals' }}
      />

      <PageSection id="vetdeals-how" heading="How VetDeals work">
        <List spacing="xs">
          <List.Item>Each deal states the discount, how to redeem it and its terms.</List.Item>
          <List.Item>Each deal shows when it ends, or says it is ongoing.</List.Item>
          <List.Item>
            Some deals are for verified veterans only. Everyone can read their terms; the code is
            shown to verified veterans.
          </List.Item>
          <List.Item>
            The business gives the discount, not VetHub. Check the terms on the business&apos;s own
            website before you buy.
          </List.Item>
        </List>
        <Group>
          <Button component={Link} to="/submit/deal" variant="outline">
            Offer a VetDeal
          </Button>
        </Group>
      </PageSection>
    </Stack>
  );
}
