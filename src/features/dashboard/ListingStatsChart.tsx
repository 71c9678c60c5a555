/**
 * Views and saves per day over the last 30 days, all the partner's listings together. Loaded
 * only on the business dashboard: recharts is the largest part of that page.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DailyStats } from '../../data/posting/listingStats';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function ListingStatsChart({ days }: { days: readonly DailyStats[] }) {
  const data = days.map((d) => ({
    day: dayLabel.format(new Date(`${d.day}T00:00:00Z`)),
    Views: d.views,
    Saves: d.saves,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="day"
      series={[
        { name: 'Views', color: 'blue.8' },
        { name: 'Saves', color: 'teal.9' },
      ]}
      withLegend
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      // Hidden from assistive technology (the tables hold the same numbers): not focusable either.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
