import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { focusFirstError, useSchemaForm } from '../../components/forms/useSchemaForm';
import type { ClaimRecord } from '../../data/localDb';
import { isMoveBack, nextStepsFrom } from './claimSteps';
import { localToday, recordStep, stepChangeSchema } from './claimTrackerStorage';

/** Records the step a claim moved to, on a date the veteran gives, with an optional note. */
export function ClaimTrackerStepForm({ claim }: { claim: ClaimRecord }) {
  const options = nextStepsFrom(claim.kind, claim.step);
  const form = useSchemaForm({
    schema: stepChangeSchema,
    initialValues: {
      to: options.find((s) => s.step > claim.step)?.step ?? 0,
      on: localToday(),
      note: '',
    },
  });
  if (options.length === 0) return null;
  const idBase = `claim-${claim.id}`;

  const submit = form.onSubmit(
    async (values) => {
      await recordStep(claim.id, values);
      form.setFieldValue('note', '');
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${idBase}-update`}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={`${idBase}-update`}>
          Record a change of step
        </Title>
        <NativeSelect
          label="New step"
          data={options.map((s) => ({
            value: String(s.step),
            label: isMoveBack(claim.step, s.step)
              ? `Back to step ${s.step}: ${s.name}`
              : `Step ${s.step}: ${s.name}`,
          }))}
          {...form.getInputProps('to')}
          value={form.values.to ? String(form.values.to) : ''}
          onChange={(e) => form.setFieldValue('to', Number(e.currentTarget.value))}
        />
        <TextInput
          type="date"
          label="Date of the change"
          max={localToday()}
          required
          {...form.getInputProps('on')}
        />
        <Textarea
          label="Note (optional)"
          description="For example, what VA asked for. Stays on this device."
          rows={3}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit">Save this step</Button>
        </Group>
      </Stack>
    </form>
  );
}
