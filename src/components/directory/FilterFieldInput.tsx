import { Checkbox, NativeSelect, TextInput, type NativeSelectProps } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { SuggestInput } from './SuggestInput';
import { typed } from './useFilterDraft';

/** The filter's keys whose values are V: words and choices are strings, flags are booleans. */
type KeyOf<F, V> = { [K in keyof F]-?: NonNullable<F[K]> extends V ? K : never }[keyof F];

interface Named {
  label: string;
  /**
   * The query parameter's name (?q=…), for the browser's own submit before the app runs; the
   * filter's key unless given.
   */
  name?: string;
}

/**
 * One field of a filter form. Words: an empty or blank field is no filter; with suggestions,
 * the browser offers them (SuggestInput). Choices: native selects, the phone's own picker, no
 * popup code on a first visit; their empty first option is "no filter". Flags: ticked or no filter.
 */
export type FilterField<F> = Named &
  (
    | {
        kind: 'words';
        key: KeyOf<F, string>;
        description?: string;
        suggestions?: readonly string[];
        inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
        autoComplete?: string;
      }
    | { kind: 'choice'; key: KeyOf<F, string>; data: NativeSelectProps['data'] }
    | { kind: 'flag'; key: KeyOf<F, boolean> }
    /** A directory's own inputs for one key whose value is not a word or a flag. */
    | {
        kind: 'custom';
        key: keyof F & string;
        render: (draft: F, set: (patch: Partial<F>) => void) => ReactNode;
      }
  );

interface FilterFieldInputProps<F> {
  field: FilterField<F>;
  draft: F;
  set: (patch: Partial<F>) => void;
}

export function FilterFieldInput<F>({ field, draft, set }: FilterFieldInputProps<F>) {
  // The key's type says its value is a string (words, choices) or a boolean (flags).
  const setValue = (value: string | boolean | undefined) =>
    set({ [field.key]: value } as Partial<F>);
  if (field.kind === 'custom') return field.render(draft, set);
  const { label, name = String(field.key) } = field;
  if (field.kind === 'flag') {
    return (
      <Checkbox
        label={label}
        name={name}
        value="1"
        checked={draft[field.key] === true}
        onChange={(e) => setValue(e.currentTarget.checked || undefined)}
      />
    );
  }
  const value = (draft[field.key] as string | undefined) ?? '';
  if (field.kind === 'choice') {
    return (
      <NativeSelect
        label={label}
        name={name}
        data={field.data}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value || undefined)}
      />
    );
  }
  const { description, inputMode, autoComplete, suggestions } = field;
  const props = { label, name, description, inputMode, autoComplete, value };
  const onChange = (e: { currentTarget: HTMLInputElement }) =>
    setValue(typed(e.currentTarget.value));
  return suggestions ? (
    <SuggestInput {...props} suggestions={suggestions} onChange={onChange} />
  ) : (
    <TextInput {...props} onChange={onChange} />
  );
}
