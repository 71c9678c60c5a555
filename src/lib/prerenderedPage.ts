/**
 * Whether this document is the build's prerendered HTML of the page at the current address. The
 * build marks the root element with the path it rendered; a host's fallback page for another
 * address (or the empty shell) is not it. While such a page hydrates, the first render must
 * match the build's: device settings apply after it, not during it.
 */
import { storedLookIsDefault } from './lookSettings';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A query (a filter, a search) changes what a page renders: only the bare address hydrates. */
function isPrerenderedPage(): boolean {
  if (typeof document === 'undefined' || window.location.search !== '') return false;
  const root = document.getElementById('root');
  return root?.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname;
}

/** This load hydrates the build's HTML: its own page, on a device with the default look. */
export function hydratesPrerenderedPage(): boolean {
  return isPrerenderedPage() && storedLookIsDefault();
}
