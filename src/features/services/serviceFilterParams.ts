/**
 * The services directory's filter in the URL (shareable, and the back button restores it):
 * ?category=legal&service=…&credential=…&q=…&state=TX&zip=78701&near=78701&miles=25&type=local
 * &home=1&sponsored=1&page=2
 */
import { DEFAULT_NEAR_RADIUS, NEAR_RADII, type NearRadius } from '../../data/geo/distance';
import type { NearFilter, ServiceReach, ServicesFilter } from '../../data/query';
import { flagParam, pageParam, textParam, toParams } from '../../lib/searchParams';

const REACHES: readonly ServiceReach[] = ['national', 'regional', 'local'];
/** Longer than any ZIP code: what was typed is kept to show it back with the error. */
const MAX_NEAR_TEXT = 20;

/** The ZIP code as typed (the page says what is wrong with it); a radius off the list is 25. */
function nearParam(params: URLSearchParams): NearFilter | undefined {
  const zip = textParam(params, 'near')?.slice(0, MAX_NEAR_TEXT);
  if (!zip) return undefined;
  const miles = Number(params.get('miles'));
  const radiusMiles = NEAR_RADII.find((radius: NearRadius) => radius === miles);
  return { zip, radiusMiles: radiusMiles ?? DEFAULT_NEAR_RADIUS };
}

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
    near: nearParam(params),
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
    near: filter.near?.zip,
    miles: filter.near?.radiusMiles,
    type: filter.type,
    home: filter.isHome,
    sponsored: filter.sponsored,
    page: filter.page,
  });
}
