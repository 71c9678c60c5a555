/**
 * A visitor's report of a live listing or a review (report_item() on the server, which also enforces at
 * most 5 an hour per device and per signed-in user, and 20 from one network address). The device id is a random value kept on
 * this device only; it lets the server count a visitor's reports without an account.
 */
import { optionsOf } from '../lib/options';
import { deviceId } from './deviceId';
import { inPageLanguage } from './serverAnswers';
import { t } from './words';

export const REPORT_REASONS = optionsOf({
  scam: 'Scam or fraud',
  offensive: 'Offensive or hateful',
  wrong_information: 'Wrong information',
  spam: 'Spam or advertising',
  expired: 'Expired or no longer offered',
  other: 'Something else',
});

export type ReportedTable =
  'services' | 'vet_deals' | 'blog_posts' | 'unemployment_jobs' | 'service_reviews';

/** Sends a report; resolves to null when sent, or to the reason it was not. */
export async function reportListing(
  table: ReportedTable,
  itemId: number,
  reason: string,
  details: string,
): Promise<string | null> {
  if (!navigator.onLine) {
    return t('data.report.offline');
  }
  const { supabase } = await import('./supabaseClient');
  try {
    const { error, status } = await supabase.rpc('report_item', {
      tbl: table,
      item_id: itemId,
      reason,
      details: details.trim() || null,
      device_id: deviceId(),
    });
    if (!error) return null;
    if (status === 0 || status >= 500) return t('data.report.failed');
    return inPageLanguage(error.message);
  } catch {
    return t('data.report.noConnection');
  }
}
