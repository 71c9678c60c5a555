import { blogRecord, recordHref } from '../../data/records';
import { longDate } from '../../lib/longDate';
import { t } from './words';

export function blogPostPath(post: { id: number; slug?: string | null; title: string }): string {
  return recordHref(blogRecord, { id: post.id, slug: post.slug, name: post.title });
}

export function publishedOn(post: { published_at?: string | null; updated_at: string }): string {
  return longDate(post.published_at ?? post.updated_at);
}

/** "By Jane Doe · March 3, 2027", or the date alone when the post has no author. */
export function byline(post: {
  author?: string | null;
  published_at?: string | null;
  updated_at: string;
}): string {
  const date = publishedOn(post);
  return post.author ? t('blog.byline', { author: post.author, date }) : date;
}
