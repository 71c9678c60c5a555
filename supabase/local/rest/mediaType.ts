/**
 * Content negotiation for the media types supabase-js uses: JSON arrays, the single-object type
 * that `.single()` asks for, and the `nulls=stripped` variants of `.stripNulls()`.
 */
import { RestError } from './errors';

export interface Representation {
  /** `application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function negotiate(accept: string | null | undefined): Representation {
  if (!accept?.trim()) return { single: false, stripNulls: false, contentType: JSON_TYPE };
  const offered = accept.split(',').map((part) => part.trim());
  for (const range of offered) {
    const [type = '', ...parameters] = range.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls, contentType: OBJECT_TYPE };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/*' ||
      type === '*/*'
    ) {
      return { single: false, stripNulls, contentType: JSON_TYPE };
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.join(', ')}`,
  );
}
