/**
 * On a 404 (spec §2 Errors): a path that looks like a service or a VetDeal and holds an id, such
 * as /service/12-legal-aid or /vetdeals/12/terms, names the record the visitor probably wanted.
 */
export interface SuggestionTarget {
  table: 'services' | 'vet_deals';
  id: number;
}

export function suggestionTarget(pathname: string): SuggestionTarget | null {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const table = /servic|srvice|servce/.test(first)
    ? 'services'
    : /deal/.test(first)
      ? 'vet_deals'
      : null;
  if (!table) return null;
  const digits = /(\d{1,15})/.exec(segments.join('/').slice(first.replace(/\d.*$/, '').length));
  if (!digits?.[1]) return null;
  const id = Number(digits[1]);
  return id > 0 ? { table, id } : null;
}
