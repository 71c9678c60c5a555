import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  blankRequired,
  focusFirstError,
  useSchemaForm,
} from '../../components/forms/useSchemaForm';
import { requiredFieldsNotice } from '../../lib/formNotices';
import { claimKindLabels, stepsFor, type ClaimKind } from './claimSteps';
import { addClaim, newClaimSchema } from './claimTrackerStorage';
import { localToday } from '../../lib/localToday';
import { t } from './words';

/** Labels are message ids. */
const labelIds = {
  label: 'benefits.form.name',
  filedOn: 'benefits.form.filedOn',
  step: 'benefits.form.step',
  kind: 'benefits.form.kind',
};
const required = ['label', 'filedOn'] as const;
const blank = { label: '', filedOn: '', step: 1 };

/** Adds a claim to this device: a name the veteran recognizes, its kind, filed date and step. */
export function ClaimTrackerForm() {
  const form = useSchemaForm({
    schema: newClaimSchema,
    initialValues: { kind: 'compensation' as ClaimKind, ...blank },
  });
  const [notice, setNotice] = useState('');
  const [added, setAdded] = useState('');
  const steps = stepsFor(form.values.kind);
  const labels = {
    label: t(labelIds.label),
    filedOn: t(labelIds.filedOn),
    step: t(labelIds.step),
    kind: t(labelIds.kind),
  };
  const kinds = Object.entries(claimKindLabels).map(([value, label]) => ({
    value,
    label: t(label),
  }));

  const submit = form.onSubmit(
    async (values) => {
      setNotice('');
      setAdded('');
      const claim = newClaimSchema.parse(values);
      await addClaim(claim);
      form.setValues(blank);
      // An inline notice, not a toast: it works offline and stays until the next change.
      setAdded(t('benefits.form.added', { claim: claim.label }));
    },
    (errors, values) => {
      const missing = blankRequired(values, required, labels);
      setNotice(missing.length ? requiredFieldsNotice(missing) : '');
      focusFirstError(form, errors);
    },
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-claim-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="add-claim-title">
            {t('benefits.form.title')}
          </Title>
          {notice ? (
            <div role="alert" style={{ fontWeight: 700 }}>
              {notice}
            </div>
          ) : null}
          <TextInput
            label={labels.label}
            description={t('benefits.form.nameHelp')}
            maxLength={80}
            required
            {...form.getInputProps('label')}
          />
          <NativeSelect
            label={labels.kind}
            description={t('benefits.form.kindHelp', {
              eight: stepsFor('compensation').length,
              five: stepsFor('other').length,
            })}
            data={kinds}
            {...form.getInputProps('kind')}
            onChange={(e) => form.setValues({ kind: e.currentTarget.value as ClaimKind, step: 1 })}
          />
          <TextInput
            type="date"
            label={labels.filedOn}
            max={localToday()}
            required
            {...form.getInputProps('filedOn')}
          />
          <NativeSelect
            label={labels.step}
            description={t('benefits.form.stepHelp')}
            data={steps.map((s) => ({
              value: String(s.step),
              label: t('benefits.form.stepOption', { step: s.step, name: s.name }),
            }))}
            {...form.getInputProps('step')}
            value={String(form.values.step)}
            onChange={(e) => form.setFieldValue('step', Number(e.currentTarget.value))}
          />
          <Group>
            <Button type="submit">{t('benefits.form.submit')}</Button>
          </Group>
          <Text role="status">{added}</Text>
        </Stack>
      </form>
    </Paper>
  );
}
