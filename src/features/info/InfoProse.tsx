import { Paper } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import type { ProseDocument, ProseSection } from '../../lib/prose';
import { proseInLanguage } from '../../lib/proseLanguage';
import type { ProseItemsProps } from './ProseItems';
import { ProseParts, type Slots } from './ProseParts';

function slotNames(content: ProseDocument): string[] {
  const parts = [
    ...content.lead,
    ...content.sections.flatMap((s) => [...s.parts, ...s.items.flatMap((i) => i.parts)]),
  ];
  return parts.flatMap((part) => ('slot' in part ? [part.slot] : []));
}

/** A Markdown block the page does not supply, or one it supplies for nothing, is a mistake. */
function checkSlots(content: ProseDocument, slots: Slots): void {
  const named = slotNames(content);
  const missing = named.filter((name) => !(name in slots));
  const unused = Object.keys(slots).filter((name) => !named.includes(name));
  if (missing.length || unused.length) {
    throw new Error(
      `Prose page blocks: missing ${missing.join(', ')}; unused ${unused.join(', ')}`,
    );
  }
}

type Items = ComponentType<ProseItemsProps>;

interface SectionProps {
  section: ProseSection;
  slots: Slots;
  Items: Items | undefined;
}

function Section({ section, slots, Items }: SectionProps) {
  if (section.items.length && !Items) {
    throw new Error(`"${section.heading}" has ${section.layout}: render it with ItemsProse`);
  }
  const body = (
    <>
      <ProseParts parts={section.parts} slots={slots} />
      {Items ? <Items section={section} slots={slots} /> : null}
    </>
  );
  if (!section.heading) return body;
  const framed = (
    <PageSection heading={section.heading} id={section.id}>
      {body}
    </PageSection>
  );
  return section.layout === 'box' ? (
    <Paper withBorder radius="md" p="lg">
      {framed}
    </Paper>
  ) : (
    framed
  );
}

interface InfoProseProps {
  /** The page's Markdown (`import content from './content/page.md'`). */
  content: ProseDocument;
  slots?: Slots;
  /** Under the intro and the Markdown's lead: what is not words, such as an effective date. */
  header?: ReactNode;
  /**
   * ProseItems, from pages whose Markdown lays out `###` items (cards, steps, questions): passed
   * rather than imported here, so pages without them (the home page) do not load Accordion.
   */
  items?: Items;
}

/** A prose page: its header, then its sections, from its Markdown and the blocks it names. */
export function InfoProse({ content: english, slots = {}, header, items }: InfoProseProps) {
  const content = proseInLanguage(english);
  checkSlots(content, slots);
  const lead = content.lead.length ? <ProseParts parts={content.lead} slots={slots} /> : null;
  return (
    <ContentPage
      intro={content.intro}
      header={
        lead || header ? (
          <>
            {lead}
            {header}
          </>
        ) : undefined
      }
    >
      {content.sections.map((section, index) => (
        <Section
          key={section.id ?? section.heading ?? index}
          section={section}
          slots={slots}
          Items={items}
        />
      ))}
    </ContentPage>
  );
}
