import { Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '../data/query';
import { currentLocale } from '../lib/i18n';
import { t } from './directory/words';

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
const roughly = (n: number) => Number(n.toPrecision(2)).toLocaleString(currentLocale());

/** The arrow buttons' names; labels are message ids. */
const CONTROL_LABELS = {
  first: 'components.pager.first',
  last: 'components.pager.last',
  next: 'components.pager.next',
  previous: 'components.pager.previous',
} as const;

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
  return (
    <Group justify="space-between" gap="sm">
      <Text role="status" data-testid="list-total">
        {total === 0
          ? t('components.pager.none', { noun })
          : estimated
            ? t('components.pager.showingAbout', { first, last, total: roughly(total), noun })
            : t('components.pager.showing', { first, last, total, noun })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          siblings={0}
          boundaries={1}
          value={Math.min(page, pages)}
          onChange={onPage}
          getItemProps={(n) => ({ 'aria-label': t('components.pager.page', { n }) })}
          getControlProps={(control) => ({
            'aria-label': t(CONTROL_LABELS[control]),
          })}
          aria-label={t('components.pager.pages', { noun })}
        />
      ) : null}
    </Group>
  );
}
