import { useMemo } from 'react';
import { useParsedQuery, useParsedRecord, type BlogFilter } from '../../data/query';
import { blogPostSchema, type BlogPostRecord } from './blogPostSchema';

export const useBlogPosts = (filter: BlogFilter) => useParsedQuery(filter, blogPostSchema);
export const useBlogPost = (id: number) => useParsedRecord('blog_posts', id, blogPostSchema);

/** Up to three other posts of the same category, newest first. */
export function useRelatedPosts(post: BlogPostRecord): BlogPostRecord[] {
  const filter = useMemo<BlogFilter>(
    () => ({ table: 'blog_posts', category: post.category, pageSize: 4 }),
    [post.category],
  );
  const list = useParsedQuery(filter, blogPostSchema);
  if (list.status !== 'ready') return [];
  return list.rows.filter((other) => other.id !== post.id).slice(0, 3);
}
