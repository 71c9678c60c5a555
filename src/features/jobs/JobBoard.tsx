import type { ReactNode } from 'react';
import { DirectoryPage } from '../../components/directory/DirectoryPage';
import { directoryWords } from '../../components/directory/DirectoryFrame';
import { useParsedQuery } from '../../data/query';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { JobCard } from './JobCard';
import { jobFilterForm } from './jobFilterForm';
import { jobFilterFromParams, jobFilterToParams } from './jobFilterParams';
import { jobSchema } from './jobSchema';
import { t } from './words';

/**
 * The page of open jobs, shared by /jobs and the employment area's: the intro, the filter form
 * and the paged list, then the page's own sections.
 */
export function JobBoard({ intro, children }: { intro: string; children: ReactNode }) {
  const url = useUrlFilter(jobFilterFromParams, jobFilterToParams);
  const list = useParsedQuery(url.filter, jobSchema);
  return (
    <DirectoryPage
      intro={intro}
      words={directoryWords('jobs')}
      url={url}
      filterForm={jobFilterForm}
      list={list}
      renderItem={(job) => <JobCard job={job} />}
      emptyText={t('jobs.list.empty')}
    >
      {children}
    </DirectoryPage>
  );
}
