import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS, reportListing, type ReportedTable } from '../data/reports';
import { t } from './directory/words';
import { withEmptyChoice } from '../lib/options';

/** Each reason's words, by its stored value; labels are message ids. */
const REASON_LABELS: Record<string, string> = {
  scam: 'components.report.reason.scam',
  offensive: 'components.report.reason.offensive',
  wrong_information: 'components.report.reason.wrongInformation',
  spam: 'components.report.reason.spam',
  expired: 'components.report.reason.expired',
  other: 'components.report.reason.other',
};

/** A reason in the page's language; one this list does not know keeps its own words. */
export function reportReasonLabel(value: string, stored = value): string {
  const id = REASON_LABELS[value];
  return id ? t(id) : stored;
}

/** The reasons a person may choose from. */
function reasonOptions(forReview: boolean) {
  // "Expired or no longer offered" says nothing about a review.
  return REPORT_REASONS.filter((r) => !forReview || r.value !== 'expired').map((r) => ({
    value: r.value,
    label: reportReasonLabel(r.value, r.label),
  }));
}

/**
 * A "Report this …" button that opens a reason from a short list and optional words, sent to
 * VetHub staff; what was typed stays when sending fails.
 */
export function ReportForm({ table, id }: { table: ReportedTable; id: number }) {
  const forReview = table === 'service_reviews';
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(t('components.report.chooseReason'));
      return;
    }
    setState('sending');
    const refused = await reportListing(table, id, reason, details);
    setError(refused);
    setState(refused ? 'idle' : 'sent');
  }

  if (state === 'sent') {
    return <Text role="status">{t('components.report.thanks')}</Text>;
  }
  const reportThis = t(forReview ? 'components.report.review' : 'components.report.listing');
  if (!open) {
    return (
      <Button
        variant="subtle"
        w="fit-content"
        size={forReview ? 'xs' : 'sm'}
        onClick={() => setOpen(true)}
      >
        {reportThis}
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void send(e)} noValidate aria-label={reportThis}>
      <Stack gap="sm" maw="32rem">
        <NativeSelect
          label={t(forReview ? 'components.report.whatReview' : 'components.report.whatListing')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data={withEmptyChoice(t('components.report.choose'), reasonOptions(forReview))}
          required
        />
        <Textarea
          label={t('components.report.details')}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        {error ? (
          <Alert variant="outline" color="red.9" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={state === 'sending'} w="fit-content">
          {t('components.report.send')}
        </Button>
      </Stack>
    </form>
  );
}
