/** Small readers and writers for filter values in a page's query string. */

/** A trimmed text value, or undefined when absent or blank. */
export function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

/** "1" / "true" → true; anything else → undefined (a flag filter is on or absent). */
export function flagParam(params: URLSearchParams, name: string): true | undefined {
  const value = params.get(name);
  return value === '1' || value === 'true' ? true : undefined;
}

/** A page number ≥ 1 (1 when absent or malformed). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Writes the defined, non-empty values in a fixed order; page 1 is left out. */
export function toParams(values: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false) continue;
    if (name === 'page' && value === 1) continue;
    params.set(name, value === true ? '1' : String(value));
  }
  return params;
}
