import {
  useParsedQuery,
  useParsedRecord,
  type ParsedListState,
  type ServicesFilter,
} from '../../data/query';
import { FEATURED_SERVICES } from '../../data/reviews/useTopRatedServices';
import { serviceSchema, type ServiceRecord } from './serviceSchema';

export function useServices(filter: ServicesFilter): ParsedListState<ServiceRecord> {
  return useParsedQuery(filter, serviceSchema);
}

/** The top 3 listings by rating (spec §7, §9). */
export function useFeaturedServices(): ParsedListState<ServiceRecord> {
  return useParsedQuery(FEATURED_SERVICES, serviceSchema);
}

export function useService(id: number) {
  return useParsedRecord('services', id, serviceSchema);
}
