import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReportedTable } from '../data/reports';
import { ReportForm } from './ReportForm';
import { t } from './directory/words';

/** "Something wrong with this listing?" at the foot of a listing's page. */
export function ReportListing({ table, id }: { table: ReportedTable; id: number }) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('components.report.heading')}
      </Title>
      <ReportForm table={table} id={id} />
    </Stack>
  );
}
