// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServicesFilter } from '../../../../src/data/query';
import {
  blogFilterFromParams,
  blogFilterToParams,
} from '../../../../src/features/blog/blogFilterParams';
import {
  jobFilterFromParams,
  jobFilterToParams,
} from '../../../../src/features/jobs/jobFilterParams';
import {
  serviceFilterFromParams,
  serviceFilterToParams,
} from '../../../../src/features/services/serviceFilterParams';
import {
  dealFilterFromParams,
  dealFilterToParams,
} from '../../../../src/features/vetdeals/dealFilterParams';

const p = (query: string) => new URLSearchParams(query);

describe('the services filter in the URL', () => {
  it('reads every filter of §7 and writes it back to the same query', () => {
    const query =
      'category=legal&service=legal+aid&credential=Congressionally+chartered&q=claims&state=TX&zip=78701&type=local&home=1&sponsored=1&page=3';
    const filter = serviceFilterFromParams(p(query));
    expect(filter).toEqual({
      table: 'services',
      category: 'legal',
      service: 'legal aid',
      credential: 'Congressionally chartered',
      search: 'claims',
      state: 'TX',
      zipcode: '78701',
      type: 'local',
      isHome: true,
      sponsored: true,
      page: 3,
    });
    expect(serviceFilterToParams(filter).toString()).toBe(query);
  });

  it('round-trips a filter object through the URL unchanged', () => {
    const filter: ServicesFilter = { table: 'services', state: 'VA', search: 'job help', page: 2 };
    expect(serviceFilterFromParams(serviceFilterToParams(filter))).toMatchObject(filter);
  });

  it('ignores values that are not filters: bad state, unknown reach, page 0, empty text', () => {
    const filter = serviceFilterFromParams(p('state=Texas&type=galactic&page=0&q=+++&home=yes'));
    expect(filter).toEqual({ table: 'services', page: 1 } satisfies ServicesFilter);
    expect(serviceFilterToParams(filter).toString()).toBe('');
  });

  it('normalises case: a lower-case state and a capitalised category', () => {
    const filter = serviceFilterFromParams(p('state=va&category=Housing'));
    expect(filter.state).toBe('VA');
    expect(filter.category).toBe('housing');
  });
});

describe('the other directories in the URL', () => {
  it('VetDeals: category with & and search survive the round trip', () => {
    const filter = dealFilterFromParams(p('category=Home+%26+Garden&q=lawn&page=2'));
    expect(filter).toEqual({
      table: 'vet_deals',
      category: 'Home & Garden',
      search: 'lawn',
      page: 2,
    });
    expect(dealFilterFromParams(dealFilterToParams(filter))).toEqual(filter);
  });

  it('blog: /blog?category=Stories reads as the Stories category on page 1', () => {
    expect(blogFilterFromParams(p('category=Stories'))).toEqual({
      table: 'blog_posts',
      category: 'Stories',
      search: undefined,
      page: 1,
    });
    expect(
      blogFilterToParams({ table: 'blog_posts', category: 'Stories', page: 1 }).toString(),
    ).toBe('category=Stories');
  });

  it('jobs: state, remote and keyword', () => {
    const filter = jobFilterFromParams(p('state=tx&remote=1&q=driver'));
    expect(filter).toEqual({
      table: 'unemployment_jobs',
      state: 'TX',
      remote: true,
      keyword: 'driver',
      page: 1,
    });
    expect(jobFilterToParams(filter).toString()).toBe('state=TX&remote=1&q=driver');
  });
});
