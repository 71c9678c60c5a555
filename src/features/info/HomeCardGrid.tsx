import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface HomeCard {
  title: string;
  purpose: string;
  /** Button text: names the destination, since screen readers may list buttons out of context. */
  action: string;
  to: string;
}

/** A grid of destination cards: a name, one line on what it is for, and one button. */
export function HomeCardGrid({ cards }: { cards: HomeCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.to} withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="xs">
            {card.title}
          </Title>
          <Text mb="md" style={{ flexGrow: 1 }}>
            {card.purpose}
          </Text>
          <Button component={Link} to={card.to} variant="light" style={{ alignSelf: 'flex-start' }}>
            {card.action}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
