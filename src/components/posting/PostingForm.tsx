/**
 * A multi-step posting form: one step at a time, each checked before the next (§5 notices),
 * a draft kept while typing, and the result handed to the outbox, which works offline.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { requiredFieldsNotice, stepIncompleteNotice } from '../../lib/formNotices';
import { ImageField } from './ImageField';
import { PostingField } from './PostingField';
import { ProblemAlert } from './ProblemAlert';
import { isRequired, stepAt, type FormValues, type PostingKind } from './postingKind';
import { PostingSteps } from './PostingSteps';
import { submitPosting, type PostingWrite } from './submitPosting';
import { usePostingDraft } from './usePostingDraft';
import { checkAll, checkFields, firstStepWithProblem, type StepCheck } from './validatePosting';
import { t } from './words';

interface PostingFormProps {
  kind: PostingKind;
  draftKey: string;
  initial: FormValues;
  write: PostingWrite;
  submitLabel: string;
  /** Whose folder a chosen picture goes into: the person signed in. */
  uploaderId: string;
  onQueued: (entryId: string) => void;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

function problemLabels(kind: PostingKind, check: StepCheck, stepIndex: number): string[] {
  const invalid = stepAt(kind, stepIndex)
    .fields.filter((f) => check.errors[f.name] && !check.missing.includes(f.label))
    .map((f) => f.label);
  return [...check.missing, ...invalid];
}

export function PostingForm({
  kind,
  draftKey,
  initial,
  write,
  submitLabel,
  uploaderId,
  onQueued,
}: PostingFormProps) {
  const draft = usePostingDraft(draftKey, initial, kind.steps.length);
  const { form } = draft;
  const values = form.getValues();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = stepAt(kind, draft.step);
  const last = draft.step === kind.steps.length - 1;

  function showNotice(text: string, fieldErrors: Record<string, string>) {
    form.setErrors(fieldErrors);
    setNotice(text);
    // After React paints the notice, move focus to it so it is read out and seen.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function goTo(index: number) {
    draft.setStep(index);
    setNotice(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function finish() {
    const check = checkAll(kind, values);
    const bad = firstStepWithProblem(kind, check.errors);
    if (bad !== -1) {
      draft.setStep(bad);
      const text = check.missing.length
        ? requiredFieldsNotice(check.missing)
        : stepIncompleteNotice(stepAt(kind, bad).title, problemLabels(kind, check, bad));
      return showNotice(text, check.errors);
    }
    setBusy(true);
    const result = await submitPosting(kind, values, write);
    setBusy(false);
    if (result.ok) {
      draft.forget();
      onQueued(result.id);
    } else if (result.reason === 'invalid') {
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([name, messages]) => [name, messages[0] ?? '']),
      );
      showNotice(result.formErrors[0] ?? t('components.posting.checkFields'), fieldErrors);
    } else if (result.reason === 'storage') {
      const problem = result.problem.message;
      showNotice(t('components.posting.notKept', { noun: kind.noun, problem }), {});
    } else {
      showNotice(t('components.posting.alreadySent', { noun: kind.noun }), {});
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (last) return void finish();
    const check = checkFields(kind, step.fields, values);
    if (Object.keys(check.errors).length > 0) {
      return showNotice(
        stepIncompleteNotice(step.title, problemLabels(kind, check, draft.step)),
        check.errors,
      );
    }
    form.clearErrors();
    goTo(draft.step + 1);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="posting-step-title">
      <Stack gap="lg">
        <PostingSteps steps={kind.steps} current={draft.step} />
        {draft.wasRestored ? (
          <Group gap="sm">
            <Text>{t('components.posting.restored')}</Text>
            <Button variant="subtle" onClick={draft.reset}>
              {t('components.posting.clear')}
            </Button>
          </Group>
        ) : null}
        <Title order={2} id="posting-step-title" ref={headingRef} tabIndex={-1}>
          {t('components.posting.stepOf', {
            n: draft.step + 1,
            total: kind.steps.length,
            title: step.title,
          })}
        </Title>
        {notice ? (
          <ProblemAlert ref={noticeRef} urgent title={t('components.posting.checkForm')}>
            {notice}
          </ProblemAlert>
        ) : null}
        <Stack gap="md">
          {step.fields.map((field) =>
            field.kind === 'image' ? (
              <ImageField
                key={field.name}
                field={field}
                path={text(values.image_path)}
                width={Number(values.image_width) || 0}
                height={Number(values.image_height) || 0}
                alt={text(values.image_alt)}
                uploaderId={uploaderId}
                error={form.errors[field.name]}
                onChange={(image) => {
                  form.setValues({
                    image_path: image?.path ?? '',
                    image_width: image ? String(image.width) : '',
                    image_height: image ? String(image.height) : '',
                  });
                  form.clearFieldError(field.name);
                }}
              />
            ) : (
              <PostingField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                required={isRequired(field, values)}
                error={form.errors[field.name]}
                onChange={(value) => {
                  form.setFieldValue(field.name, value);
                  form.clearFieldError(field.name);
                }}
              />
            ),
          )}
        </Stack>
        <Group>
          {draft.step > 0 ? (
            <Button variant="outline" onClick={() => goTo(draft.step - 1)}>
              {t('components.posting.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {last ? submitLabel : t('components.posting.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
