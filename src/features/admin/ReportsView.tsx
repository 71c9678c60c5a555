import { Badge, Group, Text } from '@mantine/core';
import {
  fetchItem,
  fetchOpenReports,
  fetchReportedReview,
  resolveReport,
  type ContentTable,
  type Report,
  type ReportedReview,
  type Row,
} from '../../data/admin/moderation';
import { REPORT_REASONS } from '../../data/reports';
import { ActionForm, type Action } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { KIND_LABEL, ListingPreview } from './ListingPreview';
import { ReviewList } from './ReviewList';
import { ReviewPreview } from './ReviewPreview';
import { when } from './when';

const words = { loading: 'reports', empty: 'No open reports.', label: 'Open reports' };

const REASON_LABEL = new Map<string, string>(REPORT_REASONS.map((r) => [r.value, r.label]));

type ReportWithItem = Report &
  ({ review: ReportedReview | null; item?: never } | { item: Row | null; review?: never });

async function loadReports(): Promise<ReportWithItem[]> {
  const reports = await fetchOpenReports();
  return Promise.all(
    reports.map(async (r) =>
      r.table_name === 'service_reviews'
        ? { ...r, review: await fetchReportedReview(r.item_id) }
        : { ...r, item: await fetchItem(r.table_name, r.item_id) },
    ),
  );
}

function actionsFor(report: ReportWithItem): Action[] {
  const dismiss: Action = {
    label: 'Dismiss',
    done: `Report dismissed; the ${report.review !== undefined ? 'review' : 'listing'} stays up.`,
    run: (text) => resolveReport(report.id, 'dismiss', text),
  };
  if (report.review !== undefined) {
    return [
      dismiss,
      {
        label: 'Remove review',
        variant: 'filled',
        needsText: 'Write the reason for removing it: the reviewer is told.',
        done: 'Review removed. The service’s rating no longer counts it.',
        run: (text) => resolveReport(report.id, 'take_down', text),
      },
    ];
  }
  return [
    dismiss,
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
  ];
}

function Reported({ report }: { report: ReportWithItem }) {
  if (report.review !== undefined) {
    return report.review ? (
      <ReviewPreview review={report.review} />
    ) : (
      <Text>The review no longer exists.</Text>
    );
  }
  return report.item ? (
    <ListingPreview table={report.table_name as ContentTable} row={report.item} />
  ) : (
    <Text>The listing no longer exists.</Text>
  );
}

/** Open reports with the listing or review they are about, oldest first, live. */
export function ReportsView() {
  return (
    <ReviewList load={loadReports} name="reports" words={words}>
      {(report, done) => (
        <ConsoleCard key={report.id} padding="lg" gap="md">
          <Group gap="sm">
            <Badge variant="outline" color="dark">
              Report: {REASON_LABEL.get(report.reason) ?? report.reason}
            </Badge>
            <Text size="sm">
              {report.table_name === 'service_reviews' ? 'Review' : KIND_LABEL[report.table_name]} ·
              sent {when(report.created_at)}
            </Text>
          </Group>
          {report.details ? <Text>“{report.details}”</Text> : null}
          <Reported report={report} />
          <ActionForm
            textLabel={
              report.review !== undefined
                ? 'Reason (needed to remove the review; the reviewer is told)'
                : 'Reason or note (needed to take down or request changes)'
            }
            onDone={done}
            actions={actionsFor(report)}
          />
        </ConsoleCard>
      )}
    </ReviewList>
  );
}
