import { Box, List, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { dailyTotals, summarizeDays } from '../../data/posting/listingStats';
import type { OwnListing } from './ownListings';

const ListingStatsChart = lazy(() => import('./ListingStatsChart'));

const CHART_HEIGHT = 260;

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** Totals over all the partner's listings, and the daily chart (its numbers are in the tables). */
export function ListingStatsSummary({ items }: { items: readonly OwnListing[] }) {
  const days = useMemo(() => dailyTotals(items, new Date()), [items]);
  const totals = summarizeDays(days, new Date());
  return (
    <Stack gap="sm" component="section" aria-labelledby="stats-heading">
      <Title order={3} id="stats-heading">
        Views and saves, all your listings
      </Title>
      <List>
        <List.Item>
          Last 7 days: {plural(totals.views7, 'view')}, {plural(totals.saves7, 'save')}
        </List.Item>
        <List.Item>
          Last 30 days: {plural(totals.views30, 'view')}, {plural(totals.saves30, 'save')}
        </List.Item>
      </List>
      <Text size="sm">
        Each device counts once per listing per day, for a view and for a save. Days are counted in
        UTC.
      </Text>
      {/* The chart repeats the tables' numbers for sighted readers; its box keeps its height while it loads. */}
      <Box h={CHART_HEIGHT} aria-hidden="true">
        <Suspense fallback={null}>
          <ListingStatsChart days={days} />
        </Suspense>
      </Box>
    </Stack>
  );
}
