import { PageSection } from '../PageSection';
import { t } from '../../lib/i18n';
import { FilterForm, type FilterFormSpec } from './FilterForm';
import { PagedResults, type PagedResultsProps, type UrlFilter } from './PagedResults';

export type DirectoryFilter = { table: string; page?: number };

export interface DirectoryWords {
  name: string;
  find: string;
  list: string;
  noun: string;
}

/**
 * A directory's words by its name, from its feature's catalog: `<name>.list.find` (the filter
 * section's heading), `<name>.list.heading` (the results') and `<name>.list.noun` ("deals").
 */
export function directoryWords(name: string): DirectoryWords {
  return {
    name,
    find: t(`${name}.list.find`),
    list: t(`${name}.list.heading`),
    noun: t(`${name}.list.noun`),
  };
}

export interface DirectoryFrameProps<
  F extends DirectoryFilter,
  T extends { id: number },
> extends Omit<PagedResultsProps<F, T>, 'noun' | 'url'> {
  /** `name` prefixes the sections' ids: "jobs" gives "jobs-find" and "jobs-list". */
  words: DirectoryWords;
  /** `key` remounts the form when the URL changes, so Back shows the previous search. */
  url: UrlFilter<F> & { key: string };
  filterForm: FilterFormSpec<F>;
}

/** A directory's two sections: its filter form, then its paged results. */
export function DirectoryFrame<F extends DirectoryFilter, T extends { id: number }>({
  words,
  url,
  filterForm,
  ...results
}: DirectoryFrameProps<F, T>) {
  return (
    <>
      <PageSection id={`${words.name}-find`} heading={words.find}>
        <FilterForm key={url.key} filter={url.filter} onApply={url.setFilter} spec={filterForm} />
      </PageSection>
      <PageSection id={`${words.name}-list`} heading={words.list}>
        <PagedResults url={url} noun={words.noun} {...results} />
      </PageSection>
    </>
  );
}
