import { Box, List, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { ListingImage } from '../../components/ListingImage';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import type { ContentTable, Row } from '../../data/admin/moderation';
import { safeHttpUrl } from '../../lib/safeUrl';
import { t } from './words';

const KIND_LABEL: Record<ContentTable, string> = {
  services: 'admin.kind.services',
  vet_deals: 'admin.kind.vet_deals',
  blog_posts: 'admin.kind.blog_posts',
  unemployment_jobs: 'admin.kind.unemployment_jobs',
};

/** What kind of listing a table holds, in the page's language: "Service", "VetDeal"… */
export function kindLabel(table: ContentTable): string {
  return t(KIND_LABEL[table]);
}

/** Fields shown as a list, per table, in the order the public page shows them (message ids). */
const FIELDS: Record<ContentTable, [column: string, label: string][]> = {
  services: [
    ['title', 'admin.field.title'],
    ['category', 'admin.field.category'],
    ['type', 'admin.field.reach'],
    ['address', 'admin.field.address'],
    ['city', 'admin.field.city'],
    ['state', 'admin.field.state'],
    ['zipcode', 'admin.field.zip'],
    ['phone', 'admin.field.phone'],
    ['email', 'admin.field.email'],
  ],
  vet_deals: [
    ['merchant', 'admin.field.merchant'],
    ['discount', 'admin.field.discount'],
    ['category', 'admin.field.category'],
    ['how_to_redeem', 'admin.field.redeem'],
    ['terms', 'admin.field.terms'],
    ['expires_at', 'admin.field.expires'],
  ],
  blog_posts: [
    ['category', 'admin.field.category'],
    ['author', 'admin.field.author'],
  ],
  unemployment_jobs: [
    ['employer', 'admin.field.employer'],
    ['city', 'admin.field.city'],
    ['state', 'admin.field.state'],
    ['employment_type', 'admin.field.type'],
    ['salary_min', 'admin.field.salaryFrom'],
    ['salary_max', 'admin.field.salaryTo'],
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
    .map(([column, label]) => [t(label), shown(row[column])] as const)
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
          <Text size="sm">
            {t('admin.preview.imageAlt', { alt: shown(row.image_alt) ?? t('admin.preview.none') })}
          </Text>
        </Box>
      ) : null}
      {excerpt ? <Text fw={600}>{excerpt}</Text> : null}
      {items.length || extra ? (
        <List spacing={4}>
          {items.map(([label, value]) => (
            <List.Item key={label}>{t('admin.preview.field', { label, value })}</List.Item>
          ))}
          {extra ? <List.Item>{t('admin.preview.services', { services: extra })}</List.Item> : null}
        </List>
      ) : null}
      {body && MARKDOWN_BODY.has(table) ? <SafeMarkdown markdown={body} /> : null}
      {body && !MARKDOWN_BODY.has(table) ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{body}</Text>
      ) : null}
      {body ? null : <Text>{t('admin.preview.noDescription')}</Text>}
      {link ? <ExternalLink href={link}>{link}</ExternalLink> : null}
    </Stack>
  );
}
