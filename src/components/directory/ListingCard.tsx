import { Card, Group, Stack, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { recordHref, type RecordType } from '../../data/records';
import type { SavableRecord } from '../../data/saved/savedItems';
import { ListingImage } from '../ListingImage';
import { SaveButton } from '../SaveButton';

interface ListingCardProps {
  /** The record's type: the column that names it, its page, the saved list its bookmark adds to. */
  type: RecordType;
  record: SavableRecord & ComponentProps<typeof ListingImage>['of'];
  children: ReactNode;
}

/** A directory card: picture, linked title and bookmark, then what the record's kind shows. */
export function ListingCard({ type, record, children }: ListingCardProps) {
  const title = String(record[type.nameColumn]);
  const to = recordHref(type, { id: record.id, slug: record.slug, name: title });
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid={`${type.key}-card`}>
      <ListingImage of={record} variant="card" />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            <Link to={to}>{title}</Link>
          </Title>
          <SaveButton list={type.savedList} record={record} label={title} size="xs" />
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
