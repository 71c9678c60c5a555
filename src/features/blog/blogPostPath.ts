import { slugify } from '../../lib/slug';

export function blogPostPath(post: { id: number; slug?: string | null; title: string }): string {
  const slug = post.slug || slugify(post.title);
  return slug ? `/blog/${post.id}-${slug}` : `/blog/${post.id}`;
}

export function publishedOn(post: { published_at?: string | null; updated_at: string }): string {
  return new Date(post.published_at ?? post.updated_at).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
}
