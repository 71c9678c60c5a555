/**
 * The filter model of each list, one per table: plain, serializable objects (a page can put one
 * in its URL and read it back). The same object runs on the device mirror or on the server with
 * the same meaning, so a page does not care which one answered.
 */
import type { NearRadius } from '../geo/distance';

/** Listings page size (spec §9). */
export const PAGE_SIZE = 10;
/** Length of the services featured list (spec §9). */
export const FEATURED_COUNT = 3;

interface Paging {
  /** 1-based; values below 1 mean 1. */
  page?: number;
  /** Rows per page; PAGE_SIZE unless a page needs another size. */
  pageSize?: number;
}

export type ServiceReach = 'national' | 'regional' | 'local';

/** Listings within a radius of a ZIP code's centroid, nearest first (issue 34). */
export interface NearFilter {
  /** Five digits. */
  zip: string;
  radiusMiles: NearRadius;
}

/** GET services (spec §7): active listings, newest change first. */
export interface ServicesFilter extends Paging {
  table: 'services';
  sponsored?: boolean;
  /** A service_categories slug (financial, housing, …): listings offering any of its types. */
  category?: string;
  /** One service type name, exactly as in services.services. */
  service?: string;
  credential?: string;
  /** Words to find in name, title, excerpt or content. */
  search?: string;
  /** Two-letter state code. */
  state?: string;
  zipcode?: string;
  type?: ServiceReach;
  isHome?: boolean;
  near?: NearFilter;
  /** The featured list instead: the top FEATURED_COUNT by rating (rated listings only). */
  featured?: boolean;
}

/** VetDeals: live deals (active or permanent), newest change first. */
export interface DealsFilter extends Paging {
  table: 'vet_deals';
  category?: string;
  /** Words to find in title, merchant or description. */
  search?: string;
}

/** Blog: published posts, newest publication first. */
export interface BlogFilter extends Paging {
  table: 'blog_posts';
  category?: string;
  /** Words to find in title, excerpt or content. */
  search?: string;
}

/** Unemployment job board: active jobs, newest posting first. */
export interface JobsFilter extends Paging {
  table: 'unemployment_jobs';
  state?: string;
  remote?: boolean;
  /** Words to find in title, employer or description. */
  keyword?: string;
}

/** The job translator's military codes, in crosswalk order. */
export interface CareersFilter extends Paging {
  table: 'military_careers';
  branch?: string;
  /** Start of a code; an X stands for any digit (AFSC skill levels: 1D7X1), or an X itself. */
  code?: string;
  /** Words to find in the military title. */
  title?: string;
}

export type TableFilter = ServicesFilter | DealsFilter | BlogFilter | JobsFilter | CareersFilter;
export type QueryTable = TableFilter['table'];
