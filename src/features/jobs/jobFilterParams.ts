/** The job board filter in the URL: ?state=TX&remote=1&q=driver&page=2. */
import type { JobsFilter } from '../../data/query';
import { flagParam, pageParam, textParam, toParams } from '../../lib/searchParams';

export function jobFilterFromParams(params: URLSearchParams): JobsFilter {
  const state = textParam(params, 'state')?.toUpperCase();
  return {
    table: 'unemployment_jobs',
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    remote: flagParam(params, 'remote'),
    keyword: textParam(params, 'q'),
    page: pageParam(params),
  };
}

export function jobFilterToParams(filter: JobsFilter): URLSearchParams {
  return toParams({
    state: filter.state,
    remote: filter.remote,
    q: filter.keyword,
    page: filter.page,
  });
}
