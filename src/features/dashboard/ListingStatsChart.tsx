/**
 * Views and saves per day over the last 30 days, all the partner's listings together. Loaded
 * only on the business dashboard: recharts is the largest part of that page.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DailyStats } from '../../data/posting/listingStats';
import { currentLocale } from '../../lib/i18n';
import { t } from './words';

export default function ListingStatsChart({ days }: { days: readonly DailyStats[] }) {
  const dayLabel = new Intl.DateTimeFormat(currentLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // The series keep their English keys; their legend says them in the page's language.
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
        { name: 'Views', label: t('dashboard.stats.views'), color: 'blue.8' },
        { name: 'Saves', label: t('dashboard.stats.saves'), color: 'teal.9' },
      ]}
      withLegend
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      // Hidden from assistive technology (the tables hold the same numbers): not focusable either.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
