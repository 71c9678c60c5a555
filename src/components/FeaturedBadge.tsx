import { Badge } from '@mantine/core';
import { useState } from 'react';
import { t } from './later/words';

/**
 * "Featured" on a deal, service or article whose paid featured period runs past now. Expiry
 * needs no job: the comparison is made each time the card renders.
 */
export function FeaturedBadge({ until }: { until: string | null | undefined }) {
  // The time of first render: a period that ends while the card is open ends at the next visit.
  const [now] = useState(Date.now);
  if (!until || !(Date.parse(until) > now)) return null;
  return (
    <Badge variant="filled" color="dark" data-testid="featured-badge">
      {t('components.featured')}
    </Badge>
  );
}
