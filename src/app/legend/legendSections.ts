/** The site legend's model: page sections from h2 headings (spec §2 Shell) and where to scroll. */
import { slugify } from '../../lib/slug';

export const LEGEND_SCROLL_OFFSET_PX = 120;
export const LEGEND_BAR_SCROLL_STEP_PX = 200;

export interface LegendSection {
  id: string;
  label: string;
}

/** Lists the h2s under root, giving each a stable, unique id so it can be linked and scrolled to. */
export function extractSections(root: ParentNode): LegendSection[] {
  const used = new Set<string>();
  const sections: LegendSection[] = [];
  root.querySelectorAll('h2').forEach((heading) => {
    const label = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!label) return;
    let id = heading.id;
    if (!id) {
      const base = `section-${slugify(label) || 'part'}`;
      id = base;
      for (let n = 2; used.has(id) || heading.ownerDocument.getElementById(id); n += 1) {
        id = `${base}-${n}`;
      }
      heading.id = id;
    }
    used.add(id);
    sections.push({ id, label });
  });
  return sections;
}

/** The window scroll position that puts an element 120 px below the top of the viewport. */
export function sectionScrollTop(elementTopInViewport: number, currentScrollY: number): number {
  return Math.max(0, Math.round(elementTopInViewport + currentScrollY - LEGEND_SCROLL_OFFSET_PX));
}

/** The next scrollLeft of the breadcrumb bar after a scroll button, kept inside its range. */
export function barScrollLeft(current: number, direction: 1 | -1, maxScrollLeft: number): number {
  return Math.min(
    Math.max(0, maxScrollLeft),
    Math.max(0, current + direction * LEGEND_BAR_SCROLL_STEP_PX),
  );
}
