/**
 * The services directory's filter in the URL (shareable, and the back button restores it):
 * ?category=legal&service=…&credential=…&q=…&state=TX&zip=78701&type=local&home=1&sponsored=1&page=2
 */
import type { ServiceReach, ServicesFilter } from '../../data/query';
import { flagParam, pageParam, textParam, toParams } from '../../lib/searchParams';

const REACHES: readonly ServiceReach[] = ['national', 'regional', 'local'];

export function serviceFilterFromParams(params: URLSearchParams): ServicesFilter {
  const type = textParam(params, 'type');
  const state = textParam(params, 'state')?.toUpperCase();
  return {
    table: 'services',
    sponsored: flagParam(params, 'sponsored'),
    category: textParam(params, 'category')?.toLowerCase(),
    service: textParam(params, 'service'),
    credential: textParam(params, 'credential'),
    search: textParam(params, 'q'),
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    zipcode: textParam(params, 'zip'),
    type: REACHES.find((reach) => reach === type),
    isHome: flagParam(params, 'home'),
    page: pageParam(params),
  };
}

export function serviceFilterToParams(filter: ServicesFilter): URLSearchParams {
  return toParams({
    category: filter.category,
    service: filter.service,
    credential: filter.credential,
    q: filter.search,
    state: filter.state,
    zip: filter.zipcode,
    type: filter.type,
    home: filter.isHome,
    sponsored: filter.sponsored,
    page: filter.page,
  });
}
