import { recordHref, serviceRecord } from '../../data/records';

/** /services/{id}-{slug}: the listing's canonical address. */
export function servicePath(service: { id: number; slug?: string | null; name: string }): string {
  return recordHref(serviceRecord, service);
}
