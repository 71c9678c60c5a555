import { Card, Group, Stack, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SavedList } from '../../data/localDb';
import type { SavableRecord } from '../../data/saved/savedItems';
import { ListingImage } from '../ListingImage';
import { SaveButton } from '../SaveButton';

interface ListingCardProps {
  record: SavableRecord & ComponentProps<typeof ListingImage>['of'];
  /** The saved list the card's bookmark adds the record to. */
  list: SavedList;
  title: string;
  /** The record's own page. */
  to: string;
  testId: string;
  headingLevel?: 3 | 4;
  children: ReactNode;
}

/** A directory card: picture, linked title and bookmark, then what the record's kind shows. */
export function ListingCard({
  record,
  list,
  title,
  to,
  testId,
  headingLevel = 3,
  children,
}: ListingCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid={testId}>
      <ListingImage of={record} variant="card" />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingLevel} size="h4">
            <Link to={to}>{title}</Link>
          </Title>
          <SaveButton list={list} record={record} label={title} size="xs" />
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
