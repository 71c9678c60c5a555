import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  fetchItem,
  fetchOpenReports,
  resolveReport,
  type Report,
  type Row,
} from '../../data/admin/moderation';
import { ActionForm } from './ActionForm';
import { Announcer } from './Announcer';
import { KIND_LABEL, ListingPreview } from './ListingPreview';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { when } from './when';

export const REPORT_REASONS: Record<string, string> = {
  scam: 'Scam or fraud',
  offensive: 'Offensive or hateful',
  wrong_information: 'Wrong information',
  spam: 'Spam or advertising',
  expired: 'Expired or no longer offered',
  other: 'Something else',
};

interface ReportWithItem extends Report {
  item: Row | null;
}

async function loadReports(): Promise<ReportWithItem[]> {
  const reports = await fetchOpenReports();
  return Promise.all(
    reports.map(async (r) => ({ ...r, item: await fetchItem(r.table_name, r.item_id) })),
  );
}

/** Open reports with the listing they are about, oldest first, live. */
export function ReportsView() {
  const { state, reload } = useAdminLoad(loadReports, 'reports', true);
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    reload();
  };
  return (
    <Stack gap="lg">
      <Announcer message={message} />
      <LoadedView state={state} label="reports">
        {(reports) =>
          reports.length === 0 ? (
            <Text>No open reports.</Text>
          ) : (
            <Stack gap="lg" component="ol" className="plain-list" aria-label="Open reports">
              {reports.map((report) => (
                <Card key={report.id} component="li" withBorder padding="lg">
                  <Stack gap="md">
                    <Group gap="sm">
                      <Badge variant="outline" color="dark">
                        Report: {REPORT_REASONS[report.reason] ?? report.reason}
                      </Badge>
                      <Text size="sm">
                        {KIND_LABEL[report.table_name]} · sent {when(report.created_at)}
                      </Text>
                    </Group>
                    {report.details ? <Text>“{report.details}”</Text> : null}
                    {report.item ? (
                      <ListingPreview table={report.table_name} row={report.item} />
                    ) : (
                      <Text>The listing no longer exists.</Text>
                    )}
                    <ActionForm
                      textLabel="Reason or note (needed to take down or request changes)"
                      onDone={done}
                      actions={[
                        {
                          label: 'Dismiss',
                          done: 'Report dismissed; the listing stays up.',
                          run: (text) => resolveReport(report.id, 'dismiss', text),
                        },
                        {
                          label: 'Take down',
                          variant: 'filled',
                          needsText: 'Write the reason for the take-down: the owner sees it.',
                          done: 'Taken down. It has left every public list.',
                          run: (text) => resolveReport(report.id, 'take_down', text),
                        },
                        {
                          label: 'Request changes',
                          needsText: 'Write what the owner should change.',
                          done: 'Sent back to the owner for changes.',
                          run: (text) => resolveReport(report.id, 'request_changes', text),
                        },
                      ]}
                    />
                  </Stack>
                </Card>
              ))}
            </Stack>
          )
        }
      </LoadedView>
    </Stack>
  );
}
