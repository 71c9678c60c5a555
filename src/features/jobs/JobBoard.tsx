import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { ListPager } from '../../components/ListPager';
import { ListError, ListLoading } from '../../components/ListStatus';
import { useParsedQuery } from '../../data/query';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import { jobFilterFromParams, jobFilterToParams } from './jobFilterParams';
import { jobSchema } from './jobSchema';

/** The filter form and the paged list of open jobs, shared by /jobs and the employment page. */
export function JobBoard() {
  const { filter, setFilter, key } = useUrlFilter(jobFilterFromParams, jobFilterToParams);
  const list = useParsedQuery(filter, jobSchema);
  const page = filter.page ?? 1;
  const pager =
    list.status === 'ready' ? (
      <ListPager
        page={page}
        total={list.total}
        noun="jobs"
        onPage={(p) => setFilter({ ...filter, page: p })}
      />
    ) : null;
  return (
    <>
      <Stack gap="md" component="section" aria-labelledby="jobs-find">
        <Title order={2} id="jobs-find">
          Find a job
        </Title>
        <JobFilters key={key} filter={filter} onApply={setFilter} />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="jobs-list">
        <Title order={2} id="jobs-list">
          Open jobs
        </Title>
        {list.status === 'loading' ? <ListLoading label="Loading jobs…" /> : null}
        {list.status === 'error' ? (
          <ListError title="The jobs could not be loaded" message={list.message} />
        ) : null}
        {pager}
        {list.status === 'ready' && list.rows.length > 0 ? (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="directory-list">
              {list.rows.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </SimpleGrid>
            {pager}
          </>
        ) : null}
        {list.status === 'ready' && list.rows.length === 0 ? (
          <EmptyState title="No jobs match">
            <Text>Try another state, fewer words, or include jobs that are not remote.</Text>
          </EmptyState>
        ) : null}
      </Stack>
    </>
  );
}
