/**
 * The shape of a prose page's words once its Markdown is rendered at build time
 * (scripts/markdownPagesPlugin.ts): `import about from './content/about.md'` gives a ProseDocument.
 */

/** Sanitized HTML, or the name of a block the page supplies (`::: name` in the Markdown). */
export type ProsePart = { html: string } | { slot: string };

/**
 * How a section lays out: running prose (its `###` headings stay in the HTML), a bordered box,
 * or its `###` items as cards, numbered steps or questions that open.
 */
export type ProseLayout = 'prose' | 'box' | 'cards' | 'steps' | 'questions';

export const ITEM_LAYOUTS: readonly ProseLayout[] = ['cards', 'steps', 'questions'];

export interface ProseItem {
  heading: string;
  parts: ProsePart[];
}

export interface ProseSection {
  /** None for what follows a `---` line: it stands outside any section, until the next `##`. */
  heading?: string;
  /** Set by `{#id}` after the heading; otherwise the heading's slug. */
  id?: string;
  layout: ProseLayout;
  /** What comes before the first item (all of it, in a prose or box section). */
  parts: ProsePart[];
  items: ProseItem[];
}

export interface ProseDocument {
  /** The sentence under the page's h1 (front matter `intro:`). */
  intro?: string;
  /** Markdown before the first section: shown in the page header. */
  lead: ProsePart[];
  sections: ProseSection[];
}
