/** Figures the info pages state, in the page's language ("13,014"; dates: lib/longDate). */
import { currentLocale } from '../../lib/i18n';

/** A figure in the page's language (`en-US`, `es-US`): "13,014", "2.8". */
export function figure(n: number): string {
  return n.toLocaleString(currentLocale());
}
