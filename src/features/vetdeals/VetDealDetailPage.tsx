import { DetailProblem } from '../../components/DetailProblem';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { ListLoading } from '../../components/ListStatus';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { ReportListing } from '../../components/ReportListing';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { safeHttpUrl } from '../../lib/safeUrl';
import { DealCode } from './DealCode';
import { dealExpiry } from './dealExpiry';
import { useDeal } from './useDeals';
import { useItemView } from '../../data/useItemView';

const BACK = { to: '/vetdeals', label: 'Go to VetDeals' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function VetDealDetailPage() {
  const id = Number(useParams().id);
  const state = useDeal(id);
  useItemView('vet_deals', id, state.status === 'ready');
  if (state.status === 'loading') return <ListLoading label="Loading the deal…" />;
  if (state.status === 'error') {
    return <DetailProblem back={BACK} title="This deal could not be loaded" text={state.message} />;
  }
  if (state.status === 'missing') {
    return (
      <DetailProblem
        back={BACK}
        title="Listing not found"
        text={`There is no live deal number ${id}. It may have ended or may not be approved yet.`}
      />
    );
  }
  const deal = state.record;
  const website = safeHttpUrl(deal.url);
  return (
    <Stack gap="xl">
      <PageHeader
        title={deal.title}
        intro={`${deal.merchant}${deal.discount ? `: ${deal.discount}` : ''}`}
      >
        <Group gap="xs">
          <FeaturedBadge until={deal.featured_until} />
          {deal.category ? <Badge variant="outline">{deal.category}</Badge> : null}
          {deal.verified_only ? <Badge variant="outline">Verified veterans only</Badge> : null}
        </Group>
        <Text>{dealExpiry(deal)}</Text>
        <Group gap="sm">
          <SaveButton list="vetdeals" record={deal} label={deal.title} />
          <ShareLink title={deal.title} path={`/vetdeals/${deal.id}`} />
        </Group>
      </PageHeader>
      <ListingImage of={deal} variant="detail" eager />

      {deal.description ? (
        <Section id="deal-offer" title="The offer">
          <Text style={{ whiteSpace: 'pre-line' }}>{deal.description}</Text>
        </Section>
      ) : null}

      <Section id="deal-redeem" title="How to redeem">
        {deal.how_to_redeem ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{deal.how_to_redeem}</Text>
        ) : (
          <Text>Ask the business how to redeem this offer.</Text>
        )}
        <DealCode deal={deal} />
        {website ? (
          <Text>
            <ExternalLink href={website}>Go to {deal.merchant}&apos;s website</ExternalLink>
          </Text>
        ) : null}
      </Section>

      <Section id="deal-terms" title="Terms">
        <Text style={{ whiteSpace: 'pre-line' }}>
          {deal.terms ?? 'No terms listed. Check with the business before you buy.'}
        </Text>
        <Text size="sm">
          The business gives the discount, not VetHub. Check the terms on its own website before you
          buy.
        </Text>
      </Section>
      <ReportListing table="vet_deals" id={deal.id} />
    </Stack>
  );
}
