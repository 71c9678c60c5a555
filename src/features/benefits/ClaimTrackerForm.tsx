import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { requiredFieldsNotice } from '../../lib/formNotices';
import { claimKindLabels, stepsFor, type ClaimKind } from './claimSteps';
import { addClaim, localToday, newClaimSchema } from './claimTrackerStorage';

const kinds = Object.entries(claimKindLabels).map(([value, label]) => ({ value, label }));
const fieldNames: Record<string, string> = {
  label: 'Name of the claim',
  filedOn: 'Date filed',
  step: 'Current step',
  kind: 'Kind of claim',
};

/** Adds a claim to this device: a name the veteran recognizes, its kind, filed date and step. */
export function ClaimTrackerForm() {
  const [kind, setKind] = useState<ClaimKind>('compensation');
  const [label, setLabel] = useState('');
  const [filedOn, setFiledOn] = useState('');
  const [step, setStep] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [added, setAdded] = useState('');
  const steps = stepsFor(kind);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newClaimSchema.safeParse({ kind, label, filedOn, step: Number(step) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      const missing = [label.trim() ? null : 'label', filedOn ? null : 'filedOn'].filter(
        (k): k is string => k !== null,
      );
      setNotice(missing.length ? requiredFieldsNotice(missing.map((k) => fieldNames[k] ?? k)) : '');
      return;
    }
    setErrors({});
    setNotice('');
    setAdded('');
    await addClaim(parsed.data);
    setLabel('');
    setFiledOn('');
    setStep('1');
    // An inline notice, not a toast: it works offline and stays until the next change.
    setAdded(`${parsed.data.label} is saved on this device. It is listed under Your claims.`);
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-claim-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="add-claim-title">
            Add a claim
          </Title>
          {notice ? (
            <div role="alert" style={{ fontWeight: 700 }}>
              {notice}
            </div>
          ) : null}
          <TextInput
            label="Name of the claim"
            description="Your own words, for example: Knee and hearing."
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={errors.label}
            maxLength={80}
            required
          />
          <NativeSelect
            label="Kind of claim"
            description="Compensation and pension claims have 8 steps on VA.gov; other claims have 5."
            value={kind}
            onChange={(e) => {
              setKind(e.currentTarget.value as ClaimKind);
              setStep('1');
            }}
            data={kinds}
          />
          <TextInput
            type="date"
            label="Date filed"
            value={filedOn}
            max={localToday()}
            onChange={(e) => setFiledOn(e.currentTarget.value)}
            error={errors.filedOn}
            required
          />
          <NativeSelect
            label="Current step"
            description="As VA.gov's claim status tool shows it."
            value={step}
            onChange={(e) => setStep(e.currentTarget.value)}
            data={steps.map((s) => ({ value: String(s.step), label: `Step ${s.step}: ${s.name}` }))}
            error={errors.step}
          />
          <Group>
            <Button type="submit">Add this claim</Button>
          </Group>
          <Text role="status">{added}</Text>
        </Stack>
      </form>
    </Paper>
  );
}
