import { blogRecord, recordHref } from '../../data/records';

export function blogPostPath(post: { id: number; slug?: string | null; title: string }): string {
  return recordHref(blogRecord, { id: post.id, slug: post.slug, name: post.title });
}

export function publishedOn(post: { published_at?: string | null; updated_at: string }): string {
  return new Date(post.published_at ?? post.updated_at).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
}
