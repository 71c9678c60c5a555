/**
 * The 20 seeded blog posts: markdown files in supabase/content/blog/, each with a small front
 * matter block (title, category, author, excerpt, owner, days_ago) and the article body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_USERS, type DemoUserKey } from './demoUsers';
import { hoursAgo, insertRows, slugify } from './sql';

interface FrontMatter {
  title: string;
  category: string;
  author: string;
  excerpt: string;
  owner: DemoUserKey;
  days_ago: number;
}

const KEYS = ['title', 'category', 'author', 'excerpt', 'owner', 'days_ago'] as const;

function parsePost(file: string, text: string): { meta: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const values: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const kv = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${file}: bad front matter line "${line}"`);
    const raw = (kv[2] ?? '').trim();
    values[kv[1] ?? ''] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  for (const key of KEYS) {
    if (!values[key]) throw new Error(`${file}: front matter needs ${key}`);
  }
  const owner = values.owner as DemoUserKey;
  if (!(owner in DEMO_USERS)) throw new Error(`${file}: unknown owner ${owner}`);
  return {
    meta: {
      title: values.title ?? '',
      category: values.category ?? '',
      author: values.author ?? '',
      excerpt: values.excerpt ?? '',
      owner,
      days_ago: Number(values.days_ago),
    },
    body: (match[2] ?? '').trim(),
  };
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

export function blogPostsSql(contentDir: string): { sql: string; count: number } {
  const dir = path.join(contentDir, 'blog');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const rows = files.map((file) => {
    const { meta, body } = parsePost(file, readFileSync(path.join(dir, file), 'utf8'));
    const words = wordCount(body);
    if (words < 400 || words > 800) throw new Error(`${file}: ${words} words, expected 400-800`);
    return {
      owner_id: DEMO_USERS[meta.owner].id,
      title: meta.title,
      slug: slugify(meta.title),
      excerpt: meta.excerpt,
      content: body,
      category: meta.category,
      author: meta.author,
      status: 'published',
      published_at: hoursAgo(meta.days_ago * 24),
      created_at: hoursAgo(meta.days_ago * 24 + 2),
      updated_at: hoursAgo(meta.days_ago * 24),
    };
  });
  const sql = [
    `-- ${rows.length} original blog posts (supabase/content/blog/*.md).`,
    insertRows('public.blog_posts', rows, 50),
  ].join('\n\n');
  return { sql, count: rows.length };
}
