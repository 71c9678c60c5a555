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
// The report form's reasons, in both languages: their words are the directories' part.
import { ActionForm, type Action } from './ActionForm';
import { reportReasonLabel } from '../../components/ReportForm';
import { ConsoleCard } from './ConsoleCard';
import { kindLabel, ListingPreview } from './ListingPreview';
import { ReviewList } from './ReviewList';
import { ReviewPreview } from './ReviewPreview';
import { when } from './when';
import { t } from './words';

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
    label: t('admin.reports.dismiss'),
    done:
      report.review !== undefined
        ? t('admin.reports.dismissedReview')
        : t('admin.reports.dismissedListing'),
    run: (text) => resolveReport(report.id, 'dismiss', text),
  };
  if (report.review !== undefined) {
    return [
      dismiss,
      {
        label: t('admin.reports.removeReview'),
        variant: 'filled',
        needsText: t('admin.reports.removeReason'),
        done: t('admin.reports.removed'),
        run: (text) => resolveReport(report.id, 'take_down', text),
      },
    ];
  }
  return [
    dismiss,
    {
      label: t('admin.decision.takeDown'),
      variant: 'filled',
      needsText: t('admin.decision.takeDownReason'),
      done: t('admin.decision.takenDown'),
      run: (text) => resolveReport(report.id, 'take_down', text),
    },
    {
      label: t('admin.decision.requestChanges'),
      needsText: t('admin.reports.changesReason'),
      done: t('admin.reports.changesRequested'),
      run: (text) => resolveReport(report.id, 'request_changes', text),
    },
  ];
}

function Reported({ report }: { report: ReportWithItem }) {
  if (report.review !== undefined) {
    return report.review ? (
      <ReviewPreview review={report.review} />
    ) : (
      <Text>{t('admin.reports.reviewGone')}</Text>
    );
  }
  return report.item ? (
    <ListingPreview table={report.table_name as ContentTable} row={report.item} />
  ) : (
    <Text>{t('admin.reports.listingGone')}</Text>
  );
}

/** Open reports with the listing or review they are about, oldest first, live. */
export function ReportsView() {
  const words = {
    load: { loading: t('admin.reports.loading'), failed: t('admin.reports.failed') },
    empty: t('admin.reports.empty'),
    label: t('admin.reports.label'),
  };
  return (
    <ReviewList load={loadReports} name="reports" words={words}>
      {(report, done) => (
        <ConsoleCard key={report.id} padding="lg" gap="md">
          <Group gap="sm">
            <Badge variant="outline" color="dark">
              {t('admin.reports.reason', { reason: reportReasonLabel(report.reason) })}
            </Badge>
            <Text size="sm">
              {t('admin.reports.sent', {
                kind:
                  report.table_name === 'service_reviews'
                    ? t('admin.kind.review')
                    : kindLabel(report.table_name),
                time: when(report.created_at),
              })}
            </Text>
          </Group>
          {report.details ? <Text>“{report.details}”</Text> : null}
          <Reported report={report} />
          <ActionForm
            textLabel={
              report.review !== undefined
                ? t('admin.reports.reviewTextLabel')
                : t('admin.reports.textLabel')
            }
            onDone={done}
            actions={actionsFor(report)}
          />
        </ConsoleCard>
      )}
    </ReviewList>
  );
}
