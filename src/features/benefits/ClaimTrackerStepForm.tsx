import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import type { ClaimRecord } from '../../data/localDb';
import { isMoveBack, nextStepsFrom } from './claimSteps';
import { recordStep, stepChangeSchema } from './claimTrackerStorage';
import { localToday } from '../../lib/localToday';
import { t } from './words';

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

  const submit = submitOrFocus(form, async (values) => {
    await recordStep(claim.id, values);
    form.setFieldValue('note', '');
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${idBase}-update`}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={`${idBase}-update`}>
          {t('benefits.stepForm.title')}
        </Title>
        <NativeSelect
          label={t('benefits.stepForm.newStep')}
          data={options.map((s) => ({
            value: String(s.step),
            label: t(
              isMoveBack(claim.step, s.step)
                ? 'benefits.stepForm.back'
                : 'benefits.form.stepOption',
              {
                step: s.step,
                name: s.name,
              },
            ),
          }))}
          {...form.getInputProps('to')}
          value={form.values.to ? String(form.values.to) : ''}
          onChange={(e) => form.setFieldValue('to', Number(e.currentTarget.value))}
        />
        <TextInput
          type="date"
          label={t('benefits.stepForm.date')}
          max={localToday()}
          required
          {...form.getInputProps('on')}
        />
        <Textarea
          label={t('benefits.stepForm.note')}
          description={t('benefits.stepForm.noteHelp')}
          rows={3}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit">{t('benefits.stepForm.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
