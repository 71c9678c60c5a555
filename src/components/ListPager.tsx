import { Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '../data/query';

interface ListPagerProps {
  page: number;
  total: number;
  /** What is counted, plural: "listings", "deals". */
  noun: string;
  onPage: (page: number) => void;
  pageSize?: number;
  /** The total is the server's estimate (above its exact-count limit), not a count. */
  estimated?: boolean;
}

/** Two significant figures: an estimate's digits beyond them would claim a precision it lacks. */
const roughly = (n: number) => Number(n.toPrecision(2)).toLocaleString('en-US');

/**
 * "Showing 11–20 of 81 listings" (or "of about 86,000 listings" when the server estimated) and
 * the page buttons under a directory list.
 */
export function ListPager({
  page,
  total,
  noun,
  onPage,
  pageSize = PAGE_SIZE,
  estimated = false,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const of = estimated ? `about ${roughly(total)}` : String(total);
  return (
    <Group justify="space-between" gap="sm">
      <Text role="status" data-testid="list-total">
        {total === 0 ? `No ${noun} found` : `Showing ${first}–${last} of ${of} ${noun}`}
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
