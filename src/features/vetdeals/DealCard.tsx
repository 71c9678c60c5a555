import { ListingCard } from '../../components/directory/ListingCard';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { dealCategoryLabel } from './dealCategories';
import { dealExpiry } from './dealExpiry';
import type { DealRecord } from './dealSchema';
import { dealRecord } from '../../data/records';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

export function DealCard({ deal }: { deal: DealRecord }) {
  return (
    <ListingCard type={dealRecord} record={deal}>
      <Text fw={600}>{deal.merchant}</Text>
      {deal.discount ? (
        <Text size="lg" fw={700}>
          {deal.discount}
        </Text>
      ) : null}
      <Group gap="xs">
        <FeaturedBadge until={deal.featured_until} />
        {deal.category ? <Badge variant="outline">{dealCategoryLabel(deal.category)}</Badge> : null}
        {deal.verified_only ? <Badge variant="outline">{t('vetdeals.verifiedOnly')}</Badge> : null}
        <InEnglishBadge language={deal.language} label={t('vetdeals.inEnglish')} />
      </Group>
      {deal.how_to_redeem ? (
        <Text size="sm" lineClamp={2}>
          <strong>{t('vetdeals.card.howToRedeem')}</strong> {deal.how_to_redeem}
        </Text>
      ) : null}
      <Text size="sm">{dealExpiry(deal)}</Text>
    </ListingCard>
  );
}
