/** The address a click would leave VetHub for (another site, a phone number, mail), or null. */
const LEAVING_SCHEMES = new Set(['tel:', 'mailto:', 'sms:', 'geo:']);

export function leavingUrl(target: EventTarget | null, here: string): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  const href = anchor?.getAttribute('href');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (LEAVING_SCHEMES.has(url.protocol)) return url.href;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && url.origin !== new URL(here).origin ? url.href : null;
}
