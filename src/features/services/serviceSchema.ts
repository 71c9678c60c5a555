/**
 * The services record (spec §3): one schema parses rows from the mirror or the server, and its
 * `serviceFormSchema` part checks what a partner submits, in the form and again in the outbox.
 * Limits match the table's checks (supabase/migrations/…_services.sql).
 */
import { z } from 'zod';
import { serviceCategoryLabels } from '../../data/records';
import { checkImageColumns, listingImageColumns } from '../../lib/listingImage';
import { valuesOf } from '../../lib/options';
import {
  optionalText,
  requiredText,
  rowColumns,
  serverSetColumns,
  stateCode,
} from '../../lib/recordColumns';
import { t } from './words';

export const serviceSchema = z.object({
  ...rowColumns,
  name: requiredText(() => t('services.schema.nameMissing')),
  slug: z.string(),
  title: optionalText(300),
  excerpt: optionalText(1000),
  content: optionalText(50000),
  status: z.enum(['active', 'pending', 'inactive']),
  sponsored: z.boolean(),
  services: z.array(z.string()),
  credentials: z.array(z.string()),
  category: z.enum(valuesOf(serviceCategoryLabels)).nullish(),
  type: z.enum(['national', 'regional', 'local']).nullish(),
  is_home: z.boolean(),
  rating: z.number().min(0).max(5).nullish(),
  /** Kept by the database from the reviews; rows mirrored before reviews existed lack it. */
  review_count: z.number().int().nonnegative().nullish(),
  featured_until: z.string().nullish(),
  state: stateCode,
  zipcode: z
    .string()
    .regex(/^[0-9]{5}(-[0-9]{4})?$/, { error: () => t('services.schema.zipCode') })
    .nullish(),
  city: optionalText(100),
  address: optionalText(300),
  website: optionalText(500),
  phone: optionalText(40),
  email: optionalText(320),
  ...listingImageColumns,
  updated_at: z.string(),
  /** Miles from the ZIP code of a near-me search; only its answers have it. */
  distance_miles: z.number().nonnegative().nullish(),
});

export type ServiceRecord = z.infer<typeof serviceSchema>;

/** What a partner writes; status, sponsorship and rating are set by the server or an admin. */
export const serviceFormSchema = serviceSchema
  .omit({
    ...serverSetColumns,
    sponsored: true,
    rating: true,
    review_count: true,
    featured_until: true,
    distance_miles: true,
  })
  .superRefine(checkImageColumns);

export type ServiceFormValues = z.infer<typeof serviceFormSchema>;
