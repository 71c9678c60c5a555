import { PageSection } from '../../components/PageSection';
import { RecordDetail } from '../../components/directory/RecordDetail';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { useParams } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { safeHttpUrl } from '../../lib/safeUrl';
import { DealCode } from './DealCode';
import { dealExpiry } from './dealExpiry';
import { useDeal } from './useDeals';

const BACK = { to: '/vetdeals', label: 'Go to VetDeals' };

export default function VetDealDetailPage() {
  const id = Number(useParams().id);
  return (
    <RecordDetail
      state={useDeal(id)}
      view={{ table: 'vet_deals', id }}
      noun="deal"
      back={BACK}
      missingText={`There is no live deal number ${id}. It may have ended or may not be approved yet.`}
    >
      {(deal) => {
        const website = safeHttpUrl(deal.url);
        return (
          <>
            <PageHeader
              title={deal.title}
              intro={`${deal.merchant}${deal.discount ? `: ${deal.discount}` : ''}`}
            >
              <Group gap="xs">
                <FeaturedBadge until={deal.featured_until} />
                {deal.category ? <Badge variant="outline">{deal.category}</Badge> : null}
                {deal.verified_only ? (
                  <Badge variant="outline">Verified veterans only</Badge>
                ) : null}
              </Group>
              <Text>{dealExpiry(deal)}</Text>
              <Group gap="sm">
                <SaveButton list="vetdeals" record={deal} label={deal.title} />
                <ShareLink title={deal.title} path={`/vetdeals/${deal.id}`} />
              </Group>
            </PageHeader>
            <ListingImage of={deal} variant="detail" eager />

            {deal.description ? (
              <PageSection id="deal-offer" heading="The offer">
                <Text style={{ whiteSpace: 'pre-line' }}>{deal.description}</Text>
              </PageSection>
            ) : null}

            <PageSection id="deal-redeem" heading="How to redeem">
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
            </PageSection>

            <PageSection id="deal-terms" heading="Terms">
              <Text style={{ whiteSpace: 'pre-line' }}>
                {deal.terms ?? 'No terms listed. Check with the business before you buy.'}
              </Text>
              <Text size="sm">
                The business gives the discount, not VetHub. Check the terms on its own website
                before you buy.
              </Text>
            </PageSection>
          </>
        );
      }}
    </RecordDetail>
  );
}
