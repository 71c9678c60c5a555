// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dailyTotals, summarizeDays } from '../../../../src/data/posting/listingStats';

const today = new Date('2026-11-24T10:00:00Z');

describe('listing stats', () => {
  it('sums the last 7 and 30 days, today included, as the server selects them', () => {
    const days = [
      { day: '2026-11-24', views: 2, saves: 1 },
      { day: '2026-11-18', views: 3, saves: 0 },
      { day: '2026-11-17', views: 5, saves: 2 },
      { day: '2026-10-26', views: 7, saves: 1 },
      { day: '2026-10-25', views: 11, saves: 4 },
    ];
    expect(summarizeDays(days, today)).toEqual({ views7: 5, views30: 17, saves7: 1, saves30: 4 });
    expect(summarizeDays([], today)).toEqual({ views7: 0, views30: 0, saves7: 0, saves30: 0 });
  });

  it('gives the chart every one of the 30 days, with all listings added up', () => {
    const totals = dailyTotals(
      [
        { daily: [{ day: '2026-11-24', views: 2, saves: 1 }] },
        {
          daily: [
            { day: '2026-11-24', views: 1, saves: 0 },
            { day: '2026-10-01', views: 9, saves: 9 },
          ],
        },
      ],
      today,
    );
    expect(totals).toHaveLength(30);
    expect(totals[0]).toEqual({ day: '2026-10-26', views: 0, saves: 0 });
    expect(totals[29]).toEqual({ day: '2026-11-24', views: 3, saves: 1 });
    expect(totals.reduce((n, d) => n + d.views, 0)).toBe(3);
  });
});
