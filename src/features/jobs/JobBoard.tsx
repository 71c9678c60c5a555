import { Text } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { DirectoryResults } from '../../components/DirectoryResults';
import { useParsedQuery } from '../../data/query';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import { jobFilterFromParams, jobFilterToParams } from './jobFilterParams';
import { jobSchema } from './jobSchema';
import { PageSection } from '../../components/PageSection';

/** The filter form and the paged list of open jobs, shared by /jobs and the employment page. */
export function JobBoard() {
  const { filter, setFilter, key } = useUrlFilter(jobFilterFromParams, jobFilterToParams);
  const list = useParsedQuery(filter, jobSchema);
  const page = filter.page ?? 1;
  return (
    <>
      <PageSection id="jobs-find" heading="Find a job">
        <JobFilters key={key} filter={filter} onApply={setFilter} />
      </PageSection>
      <PageSection id="jobs-list" heading="Open jobs">
        <DirectoryResults
          list={list}
          page={page}
          noun="jobs"
          onPage={(p) => setFilter({ ...filter, page: p })}
          renderItem={(job) => <JobCard job={job} />}
          empty={
            <EmptyState title="No jobs match">
              <Text>Try another state, fewer words, or include jobs that are not remote.</Text>
            </EmptyState>
          }
        />
      </PageSection>
    </>
  );
}
