import { slugify } from '../../lib/slug';

/** /services/{id}-{slug}: the listing's canonical address. */
export function servicePath(service: { id: number; slug?: string | null; name: string }): string {
  const slug = service.slug || slugify(service.name);
  return slug ? `/services/${service.id}-${slug}` : `/services/${service.id}`;
}
