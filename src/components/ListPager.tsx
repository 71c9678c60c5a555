import { Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '../data/query';

interface ListPagerProps {
  page: number;
  total: number;
  /** What is counted, plural: "listings", "deals". */
  noun: string;
  onPage: (page: number) => void;
  pageSize?: number;
}

/** "Showing 11–20 of 81 listings" and the page buttons under a directory list. */
export function ListPager({ page, total, noun, onPage, pageSize = PAGE_SIZE }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text role="status" data-testid="list-total">
        {total === 0 ? `No ${noun} found` : `Showing ${first}–${last} of ${total} ${noun}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          siblings={0}
          boundaries={1}
          value={Math.min(page, pages)}
          onChange={onPage}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) => ({
            'aria-label': {
              first: 'First page',
              last: 'Last page',
              next: 'Next page',
              previous: 'Previous page',
            }[control],
          })}
          aria-label={`Pages of ${noun}`}
        />
      ) : null}
    </Group>
  );
}
