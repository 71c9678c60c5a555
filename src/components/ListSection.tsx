import { List } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSection } from './PageSection';

interface ListSectionProps {
  heading: string;
  id?: string;
  /** The bullets, in order; each is already in the page's words. */
  items: readonly ReactNode[];
  /** What follows the list in the same section. */
  children?: ReactNode;
}

/** A page section whose body is a bulleted list, then any text that follows it. */
export function ListSection({ heading, id, items, children }: ListSectionProps) {
  return (
    <PageSection heading={heading} id={id}>
      <List spacing="xs">
        {items.map((item, i) => (
          // The list is fixed for the page, so its place is the item's identity.
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
      {children}
    </PageSection>
  );
}
