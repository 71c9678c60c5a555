/**
 * The vet deal record (spec §3): one schema parses rows and, through `dealFormSchema`, checks a
 * partner's submission in the form and in the outbox. `redemption_code` is write-only: the server
 * moves it out of the row on write and shows it only to verified veterans (for verified_only
 * deals), the deal's owner and admins.
 */
import { z } from 'zod';
import { checkImageColumns, listingImageColumns } from '../../lib/listingImage';
import { optionalText, requiredText, rowColumns, serverSetColumns } from '../../lib/recordColumns';
import { t } from './words';

export const dealSchema = z.object({
  ...rowColumns,
  title: requiredText(() => t('vetdeals.schema.titleMissing')),
  slug: z.string(),
  merchant: requiredText(() => t('vetdeals.schema.merchantMissing')),
  discount: optionalText(200),
  description: optionalText(5000),
  category: optionalText(60),
  terms: optionalText(5000),
  how_to_redeem: optionalText(2000),
  url: optionalText(500),
  status: z.enum(['active', 'permanent', 'pending', 'inactive']),
  active: z.boolean(),
  verified_only: z.boolean(),
  featured_until: z.string().nullish(),
  expires_at: z.string().nullish(),
  redemption_code: optionalText(100),
  ...listingImageColumns,
  updated_at: z.string(),
});

export type DealRecord = z.infer<typeof dealSchema>;

export const dealFormSchema = dealSchema
  .omit({ ...serverSetColumns, active: true, featured_until: true })
  .superRefine(checkImageColumns);

export type DealFormValues = z.infer<typeof dealFormSchema>;
