import { Box, List, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { ListingImage } from '../../components/ListingImage';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import type { ContentTable, Row } from '../../data/admin/moderation';
import { safeHttpUrl } from '../../lib/safeUrl';

export const KIND_LABEL: Record<ContentTable, string> = {
  services: 'Service',
  vet_deals: 'VetDeal',
  blog_posts: 'Article',
  unemployment_jobs: 'Job',
};

/** Fields shown as a list, per table, in the order the public page shows them. */
const FIELDS: Record<ContentTable, [column: string, label: string][]> = {
  services: [
    ['title', 'Title'],
    ['category', 'Category'],
    ['type', 'Reach'],
    ['address', 'Address'],
    ['city', 'City'],
    ['state', 'State'],
    ['zipcode', 'ZIP code'],
    ['phone', 'Phone'],
    ['email', 'Email'],
  ],
  vet_deals: [
    ['merchant', 'Merchant'],
    ['discount', 'Discount'],
    ['category', 'Category'],
    ['how_to_redeem', 'How to redeem'],
    ['terms', 'Terms'],
    ['expires_at', 'Expires'],
  ],
  blog_posts: [
    ['category', 'Category'],
    ['author', 'Author'],
  ],
  unemployment_jobs: [
    ['employer', 'Employer'],
    ['city', 'City'],
    ['state', 'State'],
    ['employment_type', 'Type'],
    ['salary_min', 'Salary from'],
    ['salary_max', 'Salary to'],
  ],
};

const BODY: Record<ContentTable, string> = {
  services: 'content',
  vet_deals: 'description',
  blog_posts: 'content',
  unemployment_jobs: 'description',
};

/** Services and articles are markdown on their public pages; deals and jobs plain text. */
const MARKDOWN_BODY = new Set<ContentTable>(['services', 'blog_posts']);

const LINK: Record<ContentTable, string> = {
  services: 'website',
  vet_deals: 'url',
  blog_posts: 'cover_image_url',
  unemployment_jobs: 'apply_url',
};

export function itemTitle(table: ContentTable, row: Row): string {
  const value = table === 'services' ? row.name : row.title;
  return typeof value === 'string' && value ? value : `#${String(row.id)}`;
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  return String(value);
}

/**
 * The submission as visitors will read it: the same fields, and the body rendered as the public
 * page renders it (services and articles through the same sanitising SafeMarkdown, deals and
 * jobs as plain text), so what is approved is what appears.
 */
export function ListingPreview({ table, row }: { table: ContentTable; row: Row }) {
  const items = FIELDS[table]
    .map(([column, label]) => [label, shown(row[column])] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null);
  const extra = table === 'services' ? shown(row.services) : null;
  const excerpt = shown(row.excerpt);
  const body = shown(row[BODY[table]]);
  const link = safeHttpUrl(shown(row[LINK[table]]));
  return (
    <Stack gap="sm">
      <Title order={3}>{itemTitle(table, row)}</Title>
      {typeof row.image_path === 'string' ? (
        <Box maw={320}>
          <ListingImage of={row} variant="detail" />
          <Text size="sm">Picture description: {shown(row.image_alt) ?? 'none'}</Text>
        </Box>
      ) : null}
      {excerpt ? <Text fw={600}>{excerpt}</Text> : null}
      {items.length || extra ? (
        <List spacing={4}>
          {items.map(([label, value]) => (
            <List.Item key={label}>
              {label}: {value}
            </List.Item>
          ))}
          {extra ? <List.Item>Services: {extra}</List.Item> : null}
        </List>
      ) : null}
      {body && MARKDOWN_BODY.has(table) ? <SafeMarkdown markdown={body} /> : null}
      {body && !MARKDOWN_BODY.has(table) ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{body}</Text>
      ) : null}
      {body ? null : <Text>No description.</Text>}
      {link ? <ExternalLink href={link}>{link}</ExternalLink> : null}
    </Stack>
  );
}
