/**
 * Markdown written by partners and visitors, turned into HTML that is safe to insert: marked
 * parses, DOMPurify keeps only plain HTML (no SVG or MathML, no scripts, no event handlers, no
 * forms or frames). What follows works on the sanitized DOM, never on the HTML string: an edit
 * of the string can land inside an attribute value and break out of it.
 * - Links: https: addresses and paths on this site only. Any other link (http:, `//host`,
 *   `/\host`, javascript:, data:, mailto:) keeps its text and loses its href, so it is no link.
 *   Links that leave VetHub open in a new tab.
 * - Images: only from `imagePrefix` (the project's public storage) or this site; any other image
 *   is replaced by its alt text, so a post cannot track its readers or hotlink.
 * - Wide tables scroll sideways on their own (not the page), reachable by keyboard (WCAG 2.1.1).
 */
import DOMPurify, { type WindowLike } from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** https:, a path on this site (not `//` or `/\`, which browsers read as another host), a fragment. */
const SAFE_URL = /^(?:https:|\/(?![/\\])|#)/i;
const SAME_SITE_PATH = /^\/(?![/\\])/;

function fixLinks(root: DocumentFragment): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href)) link.removeAttribute('href');
    else if (/^https:/i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
}

function fixImages(root: DocumentFragment, imagePrefix: string | undefined): void {
  for (const image of root.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    const allowed = SAME_SITE_PATH.test(src) || (!!imagePrefix && src.startsWith(imagePrefix));
    if (!allowed) image.replaceWith(image.ownerDocument.createTextNode(image.alt));
  }
}

function wrapTables(root: DocumentFragment): void {
  for (const table of root.querySelectorAll('table')) {
    const region = table.ownerDocument.createElement('div');
    region.className = 'table-region';
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', 'Table');
    region.setAttribute('tabindex', '0');
    table.replaceWith(region);
    region.append(table);
  }
}

export interface MarkdownOptions {
  /** Images whose address starts with this are shown (the project's public storage). */
  imagePrefix?: string;
  /** Where there is no browser (the build renders the prose pages in Node): a DOM such as jsdom's. */
  window?: WindowLike;
}

export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const html = marked.parse(markdown) as string;
  const purify = options.window ? DOMPurify(options.window) : DOMPurify;
  const root = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });
  fixLinks(root);
  fixImages(root, options.imagePrefix);
  wrapTables(root);
  const box = root.ownerDocument.createElement('div');
  box.append(root);
  return box.innerHTML;
}
