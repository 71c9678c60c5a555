import { Fragment, type ReactNode } from 'react';
import type { ProsePart } from '../../lib/prose';
import { Prose } from './Prose';

/** The page's own blocks, by the name its Markdown gives them (`::: name`). */
export type Slots = Record<string, ReactNode>;

/** Markdown blocks in order, with the page's own blocks where the Markdown names them. */
export function ProseParts({ parts, slots }: { parts: ProsePart[]; slots: Slots }) {
  return parts.map((part, index) =>
    'html' in part ? (
      <Prose key={index} html={part.html} />
    ) : (
      <Fragment key={index}>{slots[part.slot]}</Fragment>
    ),
  );
}
