import { Box, List, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { dailyTotals, summarizeDays } from '../../data/posting/listingStats';
import type { OwnListing } from './ownListings';
import { t } from './words';

const ListingStatsChart = lazy(() => import('./ListingStatsChart'));

const CHART_HEIGHT = 260;

/** Totals over all the partner's listings, and the daily chart (its numbers are in the tables). */
export function ListingStatsSummary({ items }: { items: readonly OwnListing[] }) {
  const days = useMemo(() => dailyTotals(items, new Date()), [items]);
  const totals = summarizeDays(days, new Date());
  return (
    <Stack gap="sm" component="section" aria-labelledby="stats-heading">
      <Title order={3} id="stats-heading">
        {t('dashboard.stats.heading')}
      </Title>
      <List>
        <List.Item>
          {t('dashboard.stats.last7', { views: totals.views7, saves: totals.saves7 })}
        </List.Item>
        <List.Item>
          {t('dashboard.stats.last30', { views: totals.views30, saves: totals.saves30 })}
        </List.Item>
      </List>
      <Text size="sm">{t('dashboard.stats.how')}</Text>
      {/* The chart repeats the tables' numbers for sighted readers; its box keeps its height while it loads. */}
      <Box h={CHART_HEIGHT} aria-hidden="true">
        <Suspense fallback={null}>
          <ListingStatsChart days={days} />
        </Suspense>
      </Box>
    </Stack>
  );
}
