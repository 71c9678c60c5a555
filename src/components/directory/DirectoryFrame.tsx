import type { ComponentType } from 'react';
import { PageSection } from '../PageSection';
import { PagedResults, type PagedResultsProps, type UrlFilter } from './PagedResults';

interface DirectoryFrameProps<F extends { page?: number }, T extends { id: number }> extends Omit<
  PagedResultsProps<F, T>,
  'noun' | 'url'
> {
  /** `name` prefixes the sections' ids: "jobs" gives "jobs-find" and "jobs-list". */
  words: { name: string; find: string; list: string; noun: string };
  /** `key` remounts the form when the URL changes, so Back shows the previous search. */
  url: UrlFilter<F> & { key: string };
  Filters: ComponentType<{ filter: F; onApply: (filter: F) => void }>;
}

/** A directory's two sections: its filter form, then its paged results. */
export function DirectoryFrame<F extends { page?: number }, T extends { id: number }>({
  words,
  url,
  Filters,
  ...results
}: DirectoryFrameProps<F, T>) {
  return (
    <>
      <PageSection id={`${words.name}-find`} heading={words.find}>
        <Filters key={url.key} filter={url.filter} onApply={url.setFilter} />
      </PageSection>
      <PageSection id={`${words.name}-list`} heading={words.list}>
        <PagedResults url={url} noun={words.noun} {...results} />
      </PageSection>
    </>
  );
}
