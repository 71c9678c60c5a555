import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';

const slides = [
  {
    title: 'Benefits',
    body: 'VA benefits explained in plain language, with a disability claim calculator and a private claim tracker.',
    to: '/benefits',
    link: 'Go to Benefits',
  },
  {
    title: 'Services directory',
    body: 'Organizations and businesses that help veterans with money, housing, disability claims, legal issues, health, school and work.',
    to: '/services',
    link: 'Go to the services directory',
  },
  {
    title: 'VetDeals',
    body: 'Discounts for veterans and military families, each with its terms, how to redeem it and when it ends.',
    to: '/vetdeals',
    link: 'Go to VetDeals',
  },
  {
    title: 'Blog',
    body: 'Guides, news and first-hand stories from veterans, families and the organizations that serve them.',
    to: '/blog',
    link: 'Go to the blog',
  },
  {
    title: 'Employment',
    body: 'Match your military job to civilian occupations and find employers who want to hire veterans.',
    to: '/employment',
    link: 'Go to Employment',
  },
] as const;

export default function CarouselTestPage() {
  const [index, setIndex] = useState(0);
  const slide = slides[index] ?? slides[0];
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Stack gap="xl">
      <PageHeader intro="A check page for the card carousel: five slides about VetHub sections, moved only by the Previous and Next buttons. It never moves on its own." />

      <Stack
        gap="sm"
        component="section"
        aria-roledescription="carousel"
        aria-labelledby="carousel-title"
      >
        <Title order={2} id="carousel-title">
          VetHub sections
        </Title>
        <Paper
          withBorder
          radius="md"
          p="lg"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
        >
          <Stack gap="sm">
            <Title order={3}>{slide.title}</Title>
            <Text>{slide.body}</Text>
            <div>
              <Button component={Link} to={slide.to} variant="outline">
                {slide.link}
              </Button>
            </div>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button onClick={() => go(-1)}>Previous slide</Button>
          <Text aria-live="polite" aria-atomic="true" fw={700}>
            Slide {index + 1} of {count}
          </Text>
          <Button onClick={() => go(1)}>Next slide</Button>
        </Group>
      </Stack>

      <PageSection id="carousel-checks" heading="What to check">
        <List spacing="xs">
          <List.Item>
            Previous and Next work with the keyboard and keep focus where it was.
          </List.Item>
          <List.Item>A screen reader announces the new position, such as Slide 2 of 5.</List.Item>
          <List.Item>
            Next on the last slide goes back to the first, and Previous on the first goes to the
            last.
          </List.Item>
          <List.Item>Nothing moves unless you press a button.</List.Item>
        </List>
      </PageSection>
    </Stack>
  );
}
