/** Synthetic public rows for the benchmarks: enough to feel a real directory's weight. */
import type { Db } from '../../supabase/local/db';

export async function addSyntheticRows(
  db: Db,
  counts: { services: number; vet_deals: number; blog_posts: number },
): Promise<void> {
  await db.query(
    `insert into services (name, slug, title, excerpt, content, status, services, credentials,
       category, type, is_home, rating, state, zipcode, updated_at)
     select 'Bench service ' || g, 'bench-service-' || g, 'Help for veterans ' || g,
       'Synthetic listing for the benchmark', 'Benchmark content ' || g, 'active',
       array[(array['VA claims help','Legal aid','Job placement','Housing assistance'])[1 + g % 4]],
       array[(array['VA-accredited','Licensed attorney','Nonprofit'])[1 + g % 3]],
       (array['legal','housing','employment','financial'])[1 + g % 4],
       (array['national','regional','local'])[1 + g % 3], g % 7 = 0, (g % 50) / 10.0,
       (array['TX','CA','FL','NY','VA','WA','GA','NC'])[1 + g % 8],
       lpad(((g * 37) % 99999)::text, 5, '0'), now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [counts.services],
  );
  await db.query(
    `insert into vet_deals (title, slug, merchant, discount, description, category, status, active,
       updated_at)
     select 'Bench deal ' || g, 'bench-deal-' || g, 'Bench merchant ' || (g % 400), (g % 30) || '% off',
       'Synthetic deal for the benchmark', (array['Food','Travel','Retail','Auto'])[1 + g % 4],
       'active', true, now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [counts.vet_deals],
  );
  await db.query(
    `insert into blog_posts (title, slug, excerpt, content, category, author, status, published_at,
       updated_at)
     select 'Bench post ' || g, 'bench-post-' || g, 'Synthetic post for the benchmark',
       repeat('Paragraph of benchmark text. ', 40), (array['Benefits','Health','Careers','Stories'])[1 + g % 4],
       'VetHub bench', 'published', now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [counts.blog_posts],
  );
  await db.query('analyze');
}
