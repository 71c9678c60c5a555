import { Button, Group, Stack, TextInput } from '@mantine/core';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import type { ClaimRecord, ClaimStartEvent } from '../../data/localDb';
import { deadlines, deadlineStarts, startEvents } from './claimDeadlines';
import { recordStartDates, startDatesSchema } from './claimTrackerStorage';
import { localToday } from '../../lib/localToday';
import { deadlineText } from './deadlineWords';
import { t } from './words';

/** Labels are message ids. */
const questions: Record<ClaimStartEvent, string> = {
  intentToFile: 'benefits.dates.intentToFile',
  decisionNotice: 'benefits.dates.decisionNotice',
  boardReceived: 'benefits.dates.boardReceived',
  boardHearing: 'benefits.dates.boardHearing',
  boardDecisionMailed: 'benefits.dates.boardDecisionMailed',
};
/** The form VA names in the Board question. */
const BOARD_APPEAL_FORM = 'VA Form 10182';

/** "Starts: …" under each date, from the file, so the veteran sees why the date matters. */
function startsWhat(event: ClaimStartEvent): string {
  const started = deadlines
    .filter((d) => deadlineStarts[d.id] === event)
    .map((d) => deadlineText(d).label);
  return t('benefits.dates.starts', { list: started.join('; ') });
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
  const submit = submitOrFocus(form, async (values) => {
    await recordStartDates(claim.id, values);
    onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('benefits.dates.formLabel', { claim: claim.label })}
    >
      <Stack gap="sm">
        {startEvents.map((event) => (
          <TextInput
            key={event}
            id={`${idBase}-${event}`}
            type="date"
            label={t(questions[event], { form: BOARD_APPEAL_FORM })}
            description={startsWhat(event)}
            max={localToday()}
            {...form.getInputProps(event)}
          />
        ))}
        <Group>
          <Button type="submit">{t('benefits.dates.save')}</Button>
          <Button variant="outline" onClick={onDone}>
            {t('benefits.dates.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
