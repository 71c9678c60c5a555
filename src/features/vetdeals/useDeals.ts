import { useParsedQuery, useParsedRecord, type DealsFilter } from '../../data/query';
import { dealSchema } from './dealSchema';

export const useDeals = (filter: DealsFilter) => useParsedQuery(filter, dealSchema);
export const useDeal = (id: number) => useParsedRecord('vet_deals', id, dealSchema);
