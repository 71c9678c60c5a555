/**
 * Views and saves per day as the server counts them (UTC days), summed over the last 7 and 30
 * days the way item_event_days_for() selects them: today and the days before it.
 */
export interface DailyStats {
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
  saves: number;
}

export interface ListingStats {
  views7: number;
  views30: number;
  saves7: number;
  saves30: number;
}

const DAY_MS = 86_400_000;

/** The UTC day `back` days before `today`, YYYY-MM-DD. */
export function dayBefore(today: Date, back: number): string {
  return new Date(today.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

export function summarizeDays(days: readonly DailyStats[], today: Date): ListingStats {
  const since7 = dayBefore(today, 7);
  const since30 = dayBefore(today, 30);
  const stats: ListingStats = { views7: 0, views30: 0, saves7: 0, saves30: 0 };
  for (const d of days) {
    if (d.day > since30) {
      stats.views30 += d.views;
      stats.saves30 += d.saves;
    }
    if (d.day > since7) {
      stats.views7 += d.views;
      stats.saves7 += d.saves;
    }
  }
  return stats;
}

/** Every one of the last 30 days, oldest first, with the listings' views and saves summed. */
export function dailyTotals(
  listings: readonly { daily: readonly DailyStats[] }[],
  today: Date,
): DailyStats[] {
  const totals = new Map<string, DailyStats>();
  for (let back = 29; back >= 0; back -= 1) {
    const day = dayBefore(today, back);
    totals.set(day, { day, views: 0, saves: 0 });
  }
  for (const listing of listings) {
    for (const d of listing.daily) {
      const total = totals.get(d.day);
      if (total) {
        total.views += d.views;
        total.saves += d.saves;
      }
    }
  }
  return [...totals.values()];
}
