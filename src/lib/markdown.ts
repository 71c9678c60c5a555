/**
 * Markdown written by partners and visitors, turned into HTML that is safe to insert: marked
 * parses, DOMPurify keeps only plain HTML (no SVG or MathML, no scripts, no event handlers, no
 * javascript: or data: links, no forms or frames). Links that leave VetHub open in a new tab.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function renderMarkdown(markdown: string): string {
  addLinkHook();
  const html = marked.parse(markdown) as string;
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
  // Wide tables scroll sideways on their own (not the page), reachable by keyboard (WCAG 2.1.1);
  // fixed markup added after sanitizing, around tags DOMPurify produced.
  return clean
    .replace(
      /<table>/g,
      '<div class="table-region" role="region" aria-label="Table" tabindex="0"><table>',
    )
    .replace(/<\/table>/g, '</table></div>');
}
