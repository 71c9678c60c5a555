/** One field of a posting form, by its kind, with its help and its error linked for screen readers. */
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldSpec } from './postingKind';
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

interface PostingFieldProps {
  field: FieldSpec;
  value: string | boolean;
  required: boolean;
  error?: ReactNode;
  onChange: (value: string | boolean) => void;
}

const inputType: Partial<Record<FieldSpec['kind'], string>> = {
  url: 'url',
  email: 'email',
  tel: 'tel',
  date: 'date',
};

export function PostingField({ field, value, required, error, onChange }: PostingFieldProps) {
  const id = `field-${field.name}`;
  const common = {
    id,
    name: field.name,
    label: field.label,
    description: field.help,
    error,
    required,
  };
  if (field.kind === 'checkbox') {
    return (
      <Checkbox
        id={id}
        name={field.name}
        label={field.label}
        description={field.help}
        error={error}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'select') {
    return (
      <NativeSelect
        {...common}
        value={text}
        data={withEmptyChoice(t('components.posting.choose'), field.options ?? [])}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  if (field.kind === 'textarea') {
    return (
      <Textarea
        {...common}
        value={text}
        autosize
        minRows={field.name === 'content' ? 8 : 3}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={inputType[field.kind] ?? 'text'}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      autoComplete={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : undefined}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
