/** What broke on visitors' devices (error_reports): admins only, by RLS. */
import { adminCall } from './adminCall';

export interface ErrorReport {
  id: number;
  reference: string;
  kind: 'route' | 'render' | 'chunk';
  message: string;
  stack: string | null;
  route: string;
  build_id: string;
  online: boolean;
  occurred_at: string;
}

export interface ErrorReportFilter {
  /** A reference a visitor quoted, e.g. "K7QD-2M4X". */
  reference?: string;
  kind?: ErrorReport['kind'];
}

export async function fetchErrorReports(filter: ErrorReportFilter): Promise<ErrorReport[]> {
  const rows = await adminCall<ErrorReport[]>((db) => {
    let query = db
      .from('error_reports')
      .select('id, reference, kind, message, stack, route, build_id, online, occurred_at')
      .order('occurred_at', { ascending: false })
      .limit(200);
    if (filter.reference) query = query.eq('reference', filter.reference.trim().toUpperCase());
    if (filter.kind) query = query.eq('kind', filter.kind);
    return query;
  });
  return rows ?? [];
}
