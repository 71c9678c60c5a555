import { Button, Group, Stack, TextInput } from '@mantine/core';
import { focusFirstError, useSchemaForm } from '../../components/forms/useSchemaForm';
import type { ClaimRecord, ClaimStartEvent } from '../../data/localDb';
import { deadlines, deadlineStarts, startEvents } from './claimDeadlines';
import { localToday, recordStartDates, startDatesSchema } from './claimTrackerStorage';

const questions: Record<ClaimStartEvent, string> = {
  intentToFile: 'Date VA received your intent to file',
  decisionNotice: "Date on VA's decision notice",
  boardReceived: 'Date the Board received your appeal (VA Form 10182)',
  boardHearing: 'Date of your Board hearing',
  boardDecisionMailed: 'Date the Board mailed its decision',
};

/** "Starts: …" under each date, from the file, so the veteran sees why the date matters. */
function startsWhat(event: ClaimStartEvent): string {
  const started = deadlines.filter((d) => deadlineStarts[d.id] === event).map((d) => d.label);
  return `Starts: ${started.join('; ')}.`;
}

/** The dates from VA's letters that start a time limit; an empty field clears that date. */
export function ClaimTrackerDatesForm({
  claim,
  onDone,
}: {
  claim: ClaimRecord;
  onDone: () => void;
}) {
  const form = useSchemaForm({
    schema: startDatesSchema,
    initialValues: Object.fromEntries(
      startEvents.map((e) => [e, claim.startDates?.[e] ?? '']),
    ) as Record<ClaimStartEvent, string>,
  });
  const idBase = `claim-${claim.id}-dates`;
  const submit = form.onSubmit(
    async (values) => {
      await recordStartDates(claim.id, values);
      onDone();
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Dates from VA's letters for ${claim.label}`}>
      <Stack gap="sm">
        {startEvents.map((event) => (
          <TextInput
            key={event}
            id={`${idBase}-${event}`}
            type="date"
            label={questions[event]}
            description={startsWhat(event)}
            max={localToday()}
            {...form.getInputProps(event)}
          />
        ))}
        <Group>
          <Button type="submit">Save these dates</Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
