import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASONS, reportListing, type ReportedTable } from '../data/reports';

/** "Report this listing": a reason from a short list and optional words, sent to VetHub staff. */
export function ReportListing({ table, id }: { table: ReportedTable; id: number }) {
  const uid = useId();
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

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${uid}-title`}>
      <Title order={2} size="h4" id={`${uid}-title`}>
        Something wrong with this listing?
      </Title>
      {state === 'sent' ? (
        <Text role="status">Thank you. VetHub staff will look at your report.</Text>
      ) : open ? (
        <form onSubmit={(e) => void send(e)} noValidate>
          <Stack gap="sm" maw="32rem">
            <NativeSelect
              label="What is wrong?"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data={[{ value: '', label: 'Choose a reason' }, ...REPORT_REASONS]}
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
      ) : (
        <Button variant="subtle" w="fit-content" onClick={() => setOpen(true)}>
          Report this listing
        </Button>
      )}
    </Stack>
  );
}
