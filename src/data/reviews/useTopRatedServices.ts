/**
 * The services directory's featured list (spec: services ordered by rating, top 3), live from the
 * mirror like every list, with only what a short list shows: name, address and rating. For parts
 * outside the services feature; the directory itself reads the same filter as full records.
 */
import { useMemo } from 'react';
import type { ServicesFilter } from '../query/filters';
import { useTableQuery } from '../query/useTableQuery';

export const FEATURED_SERVICES: ServicesFilter = { table: 'services', featured: true };

export interface RatedService {
  id: number;
  name: string;
  slug: string | null;
  rating: number;
  reviewCount: number;
}

export type TopRatedState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; services: RatedService[] };

function rated(row: Record<string, unknown>): RatedService | null {
  const rating = Number(row.rating);
  if (typeof row.id !== 'number' || typeof row.name !== 'string' || !Number.isFinite(rating)) {
    return null;
  }
  return {
    id: row.id,
    name: row.name,
    slug: typeof row.slug === 'string' ? row.slug : null,
    rating,
    reviewCount: Number(row.review_count ?? 0),
  };
}

export function useTopRatedServices(): TopRatedState {
  const state = useTableQuery(FEATURED_SERVICES);
  return useMemo(() => {
    if (state.status !== 'ready') return state;
    const rows = state.answer.rows as Record<string, unknown>[];
    return { status: 'ready', services: rows.flatMap((row) => rated(row) ?? []) };
  }, [state]);
}
