/** What broke on visitors' devices (error_reports): admins only, by RLS. */
import type { ErrorReport as SentReport } from '../errors/errorReport';
import { adminCall, newestRows } from './adminCall';

/** A stored report as admins read it: the sent fields less the device id, plus its row id. */
export type ErrorReport = Omit<SentReport, 'device_id'> & { id: number };

export interface ErrorReportFilter {
  /** A reference a visitor quoted, e.g. "K7QD-2M4X". */
  reference?: string;
  kind?: ErrorReport['kind'];
}

export async function fetchErrorReports(filter: ErrorReportFilter): Promise<ErrorReport[]> {
  const rows = await adminCall<ErrorReport[]>((db) => {
    const columns = 'id, reference, kind, message, stack, route, build_id, online, occurred_at';
    let query = newestRows<ErrorReport>(db, 'error_reports', columns, 'occurred_at');
    if (filter.reference) query = query.eq('reference', filter.reference.trim().toUpperCase());
    if (filter.kind) query = query.eq('kind', filter.kind);
    return query;
  });
  return rows ?? [];
}
