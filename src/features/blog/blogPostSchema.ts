/**
 * The blog post record: one schema parses rows and, through `blogPostFormSchema`, checks a
 * partner's submission in the form and in the outbox. `content` is markdown, rendered sanitized.
 * The form has no author: the database sets the byline from the account (article_author).
 */
import { z } from 'zod';
import { checkImageColumns, listingImageColumns } from '../../lib/listingImage';
import { optionalText, requiredText, rowColumns, serverSetColumns } from '../../lib/recordColumns';
import { t } from './words';

export const blogPostSchema = z.object({
  ...rowColumns,
  title: requiredText(() => t('blog.schema.titleMissing')),
  slug: z.string(),
  excerpt: optionalText(1000),
  content: z.string().max(100000),
  category: z.string().max(60),
  author: optionalText(200),
  cover_image_url: optionalText(500),
  cover_image_alt: optionalText(300),
  ...listingImageColumns,
  status: z.enum(['published', 'draft', 'pending']),
  published_at: z.string().nullish(),
  featured_until: z.string().nullish(),
  updated_at: z.string(),
});

export type BlogPostRecord = z.infer<typeof blogPostSchema>;

export const blogPostFormSchema = blogPostSchema
  .omit({ ...serverSetColumns, author: true, published_at: true, featured_until: true })
  .superRefine(checkImageColumns);

export type BlogPostFormValues = z.infer<typeof blogPostFormSchema>;
