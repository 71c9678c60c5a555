import { Accordion, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ProseSection } from '../../lib/prose';
import { ProseParts, type Slots } from './ProseParts';

export interface ProseItemsProps {
  section: ProseSection;
  slots: Slots;
}

/** A section's `###` items, laid out as its Markdown asks: cards, numbered steps or questions. */
export function ProseItems({ section, slots }: ProseItemsProps) {
  const { items, layout } = section;
  if (!items.length) return null;
  if (layout === 'questions') {
    return (
      <Accordion multiple variant="separated" order={3} maw="46rem">
        {items.map((item, index) => (
          <Accordion.Item key={item.heading} value={`q${index}`}>
            <Accordion.Control>{item.heading}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <ProseParts parts={item.parts} slots={slots} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }
  const heading = (text: string) => (
    <Title order={3} size="h4">
      {text}
    </Title>
  );
  if (layout === 'steps') {
    return (
      <List type="ordered" spacing="lg" maw="46rem">
        {items.map((item) => (
          <List.Item key={item.heading}>
            <Stack gap="xs">
              {heading(item.heading)}
              <ProseParts parts={item.parts} slots={slots} />
            </Stack>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: items.length === 3 ? 3 : 2 }} spacing="md">
      {items.map((item) => (
        <Paper key={item.heading} withBorder radius="md" p="lg">
          <Stack gap="sm">
            {heading(item.heading)}
            <ProseParts parts={item.parts} slots={slots} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
