import { blogRecord, recordHref } from '../../data/records';
import { longDate } from '../../lib/longDate';

export function blogPostPath(post: { id: number; slug?: string | null; title: string }): string {
  return recordHref(blogRecord, { id: post.id, slug: post.slug, name: post.title });
}

export function publishedOn(post: { published_at?: string | null; updated_at: string }): string {
  return longDate(post.published_at ?? post.updated_at);
}
