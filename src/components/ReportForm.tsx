import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS, reportListing, type ReportedTable } from '../data/reports';

/** "Expired or no longer offered" says nothing about a review. */
const REVIEW_REASONS = REPORT_REASONS.filter((r) => r.value !== 'expired');

/**
 * A "Report this …" button that opens a reason from a short list and optional words, sent to
 * VetHub staff; what was typed stays when sending fails.
 */
export function ReportForm({ table, id }: { table: ReportedTable; id: number }) {
  const what = table === 'service_reviews' ? 'review' : 'listing';
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Choose what is wrong.');
      return;
    }
    setState('sending');
    const refused = await reportListing(table, id, reason, details);
    setError(refused);
    setState(refused ? 'idle' : 'sent');
  }

  if (state === 'sent') {
    return <Text role="status">Thank you. VetHub staff will look at your report.</Text>;
  }
  if (!open) {
    return (
      <Button
        variant="subtle"
        w="fit-content"
        size={what === 'review' ? 'xs' : 'sm'}
        onClick={() => setOpen(true)}
      >
        Report this {what}
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void send(e)} noValidate aria-label={`Report this ${what}`}>
      <Stack gap="sm" maw="32rem">
        <NativeSelect
          label={`What is wrong with this ${what}?`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a reason' },
            ...(what === 'review' ? REVIEW_REASONS : REPORT_REASONS),
          ]}
          required
        />
        <Textarea
          label="Anything else staff should know (optional)"
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
          Send report
        </Button>
      </Stack>
    </form>
  );
}
