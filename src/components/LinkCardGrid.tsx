import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface LinkCard {
  title: string;
  purpose: string;
  /** Button text: names the destination, since screen readers may list buttons out of context. */
  action: string;
  to: string;
}

interface LinkCardGridProps {
  cards: LinkCard[];
  /** Columns from the small breakpoint up; one column below it. */
  columns?: 2 | 3;
}

/** A grid of destination cards: a name, one line on what it is for, and one button. */
export function LinkCardGrid({ cards, columns = 2 }: LinkCardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
      {cards.map((card) => (
        <Card key={card.to} withBorder radius="md" padding="lg">
          <Stack gap="sm" h="100%" justify="space-between" align="flex-start">
            <Stack gap="xs">
              <Title order={3} size="h4">
                {card.title}
              </Title>
              <Text>{card.purpose}</Text>
            </Stack>
            <Button component={Link} to={card.to} variant="light">
              {card.action}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
