/** A five-digit ZIP code, as the centroids are keyed; a listing's ZIP+4 counts as its first five. */
const ZIP = /^(\d{5})(-\d{4})?$/;

export const isZip5 = (text: string): boolean => /^\d{5}$/.test(text);

/** The centroid key of a listing's zipcode, or null when it has none that fits. */
export function zipKey(zipcode: unknown): string | null {
  if (typeof zipcode !== 'string') return null;
  return ZIP.exec(zipcode)?.[1] ?? null;
}
