import { Accordion, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
  /** The official page that backs the answer. */
  source: ReactNode;
}

interface FaqExampleGroupProps {
  title: string;
  items: FaqItem[];
}

/** One topic: an h2, then its questions as an accordion whose controls are h3s. */
export function FaqExampleGroup({ title, items }: FaqExampleGroupProps) {
  return (
    <Stack gap="sm" maw="46rem">
      <Title order={2}>{title}</Title>
      <Accordion variant="separated" order={3} multiple>
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={`q${index}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text component="div">{item.answer}</Text>
                <Text>Official source: {item.source}</Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
