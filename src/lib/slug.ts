/** URL slugs and the `{id}` / `{id}-{slug}` path segments of detail pages. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface IdAndSlug {
  id: number | null;
  slug: string;
}

/** Splits `12-some-title` into id 12 and slug; a segment whose id part is not numeric has id null. */
export function parseIdAndSlug(segment: string): IdAndSlug {
  const dash = segment.indexOf('-');
  const idPart = dash === -1 ? segment : segment.slice(0, dash);
  const slug = dash === -1 ? '' : segment.slice(dash + 1);
  const id = /^\d{1,15}$/.test(idPart) ? Number(idPart) : null;
  return { id, slug };
}

/** A detail segment is well formed when it is an id or id-slug made of URL-safe words. */
export function isWellFormedIdAndSlug(segment: string): boolean {
  return /^[A-Za-z0-9]+(-[A-Za-z0-9-]*)?$/.test(segment);
}

export function isNumericId(segment: string): boolean {
  return /^\d{1,15}$/.test(segment);
}
