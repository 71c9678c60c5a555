import { Box, List, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';

const PAGE_SIZE = 10;
const items = Array.from({ length: 57 }, (_, i) => `Item ${i + 1}`);
const totalPages = Math.ceil(items.length / PAGE_SIZE);

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export default function PaginationDemoPage() {
  const [page, setPage] = useState(1);
  const start = (page - 1) * PAGE_SIZE;
  const visible = items.slice(start, start + PAGE_SIZE);
  const first = start + 1;
  const last = start + visible.length;

  return (
    <Stack gap="xl">
      <PageHeader intro="A check page for the pager that directory lists use. It pages through 57 generated items, 10 at a time, the same page size as the services, deals and blog lists." />

      <PageSection id="pagination-demo-list" heading="Generated items">
        <Text aria-live="polite" fw={700}>
          Showing {first}–{last} of {items.length}
        </Text>
        <Paper withBorder radius="md" p="md">
          <List spacing="xs">
            {visible.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
        <Box component="nav" aria-label="Pages of generated items">
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            withEdges
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
      </PageSection>

      <PageSection id="pagination-demo-checks" heading="What to check">
        <List spacing="xs">
          <List.Item>Every control can be reached with Tab and used with Enter or Space.</List.Item>
          <List.Item>
            The current page is announced as the current page by a screen reader.
          </List.Item>
          <List.Item>
            The &ldquo;Showing&rdquo; line updates and is announced when the page changes.
          </List.Item>
          <List.Item>The last page shows items 51 to 57, and Next is disabled there.</List.Item>
          <List.Item>At 320 pixels wide and at 200% text size the pager still fits.</List.Item>
        </List>
      </PageSection>
    </Stack>
  );
}
