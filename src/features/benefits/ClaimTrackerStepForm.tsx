import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ClaimRecord } from '../../data/localDb';
import { isMoveBack, nextStepsFrom } from './claimSteps';
import { localToday, recordStep, stepChangeSchema } from './claimTrackerStorage';

/** Records the step a claim moved to, on a date the veteran gives, with an optional note. */
export function ClaimTrackerStepForm({ claim }: { claim: ClaimRecord }) {
  const options = nextStepsFrom(claim.kind, claim.step);
  const [to, setTo] = useState(String(options.find((s) => s.step > claim.step)?.step ?? ''));
  const [on, setOn] = useState(localToday());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (options.length === 0) return null;
  const idBase = `claim-${claim.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = stepChangeSchema.safeParse({ to: Number(to), on, note });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    await recordStep(claim.id, parsed.data);
    setNote('');
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${idBase}-update`}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={`${idBase}-update`}>
          Record a change of step
        </Title>
        <NativeSelect
          label="New step"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data={options.map((s) => ({
            value: String(s.step),
            label: isMoveBack(claim.step, s.step)
              ? `Back to step ${s.step}: ${s.name}`
              : `Step ${s.step}: ${s.name}`,
          }))}
          error={errors.to}
        />
        <TextInput
          type="date"
          label="Date of the change"
          value={on}
          max={localToday()}
          onChange={(e) => setOn(e.currentTarget.value)}
          error={errors.on}
          required
        />
        <Textarea
          label="Note (optional)"
          description="For example, what VA asked for. Stays on this device."
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          rows={3}
        />
        <Group>
          <Button type="submit">Save this step</Button>
        </Group>
      </Stack>
    </form>
  );
}
