import { DirectoryFrame } from '../../components/directory/DirectoryFrame';
import { useParsedQuery } from '../../data/query';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { JobCard } from './JobCard';
import { jobFilterForm } from './jobFilterForm';
import { jobFilterFromParams, jobFilterToParams } from './jobFilterParams';
import { jobSchema } from './jobSchema';

/** The filter form and the paged list of open jobs, shared by /jobs and the employment page. */
export function JobBoard() {
  const url = useUrlFilter(jobFilterFromParams, jobFilterToParams);
  const list = useParsedQuery(url.filter, jobSchema);
  return (
    <DirectoryFrame
      words={{ name: 'jobs', find: 'Find a job', list: 'Open jobs', noun: 'jobs' }}
      url={url}
      filterForm={jobFilterForm}
      list={list}
      renderItem={(job) => <JobCard job={job} />}
      emptyText="Try another state, fewer words, or include jobs that are not remote."
    />
  );
}
