import { TextInput, type TextInputProps } from '@mantine/core';
import { useId } from 'react';

interface SuggestInputProps extends Omit<TextInputProps, 'list'> {
  suggestions: readonly string[];
}

/**
 * A text field that offers known values through the browser's own list (datalist): any value
 * may still be typed, the phone shows its native picker, and the page carries no popup code.
 */
export function SuggestInput({ suggestions, ...props }: SuggestInputProps) {
  const listId = useId();
  return (
    <>
      <TextInput {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  );
}
