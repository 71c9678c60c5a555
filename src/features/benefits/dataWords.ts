/**
 * Words that data/va files hold in English only (claim steps, benefits): said through the
 * catalog, so Spanish pages have them too. The data's own figures are put into the message in
 * order ({n1}, {n2}, …), so a figure is never typed into a catalog and a changed figure changes
 * both languages; a unit test checks that the English message gives back the data's text.
 */
import type { Values } from '../../lib/i18n';
import { t } from './words';

/** Amounts, counts, percentages, dates' parts and section numbers, as the data writes them. */
const FIGURE = /\$?\d+(?:,\d{3})*(?:\.\d+)*/g;

export function figuresOf(text: string): Values {
  const values: Values = {};
  (text.match(FIGURE) ?? []).forEach((figure, i) => {
    values[`n${i + 1}`] = figure;
  });
  return values;
}

/** The message `id` with the figures of `english`, the data's text it says. */
export function fromData(id: string, english: string): string {
  return t(id, figuresOf(english));
}
