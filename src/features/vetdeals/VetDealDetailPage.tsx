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
import { dealCategoryLabel } from './dealCategories';
import { dealExpiry } from './dealExpiry';
import { useDeal } from './useDeals';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

export default function VetDealDetailPage() {
  const id = Number(useParams().id);
  return (
    <RecordDetail
      state={useDeal(id)}
      view={{ table: 'vet_deals', id }}
      noun={t('vetdeals.detail.noun')}
      back={{ to: '/vetdeals', label: t('vetdeals.detail.back') }}
      missingText={t('vetdeals.detail.missing', { id })}
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
                {deal.category ? (
                  <Badge variant="outline">{dealCategoryLabel(deal.category)}</Badge>
                ) : null}
                {deal.verified_only ? (
                  <Badge variant="outline">{t('vetdeals.verifiedOnly')}</Badge>
                ) : null}
                <InEnglishBadge language={deal.language} label={t('vetdeals.inEnglish')} />
              </Group>
              <Text>{dealExpiry(deal)}</Text>
              <Group gap="sm">
                <SaveButton list="vetdeals" record={deal} label={deal.title} />
                <ShareLink title={deal.title} path={`/vetdeals/${deal.id}`} />
              </Group>
            </PageHeader>
            <ListingImage of={deal} variant="detail" eager />

            {deal.description ? (
              <PageSection id="deal-offer" heading={t('vetdeals.detail.offer')}>
                {/* The partner's own words, read by screen readers in their language. */}
                <Text lang={deal.language} style={{ whiteSpace: 'pre-line' }}>
                  {deal.description}
                </Text>
              </PageSection>
            ) : null}

            <PageSection id="deal-redeem" heading={t('vetdeals.detail.redeem')}>
              {deal.how_to_redeem ? (
                <Text style={{ whiteSpace: 'pre-line' }}>{deal.how_to_redeem}</Text>
              ) : (
                <Text>{t('vetdeals.detail.askHowToRedeem')}</Text>
              )}
              <DealCode deal={deal} />
              {website ? (
                <Text>
                  <ExternalLink href={website}>
                    {t('vetdeals.detail.website', { merchant: deal.merchant })}
                  </ExternalLink>
                </Text>
              ) : null}
            </PageSection>

            <PageSection id="deal-terms" heading={t('vetdeals.detail.terms')}>
              <Text style={{ whiteSpace: 'pre-line' }}>
                {deal.terms ?? t('vetdeals.detail.noTerms')}
              </Text>
              <Text size="sm">{t('vetdeals.detail.businessGives')}</Text>
            </PageSection>
          </>
        );
      }}
    </RecordDetail>
  );
}
