import type { ComponentProps } from 'react';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';

/** A prose page whose Markdown lays out `###` items (cards, steps, questions). */
export function ItemsProse(props: Omit<ComponentProps<typeof InfoProse>, 'items'>) {
  return <InfoProse {...props} items={ProseItems} />;
}
