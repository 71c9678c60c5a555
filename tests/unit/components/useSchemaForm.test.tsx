import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { focusFirstError, useSchemaForm } from '../../../src/components/forms/useSchemaForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name.'),
  town: z.string().trim().min(1, 'Enter your town.'),
});

function Form() {
  const form = useSchemaForm({
    schema,
    initialValues: { name: '', town: '' },
    draftKey: 'test-form',
  });
  return (
    <form
      onSubmit={form.onSubmit(
        () => undefined,
        (errors) => focusFirstError(form, errors),
      )}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Town" {...form.getInputProps('town')} />
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = () =>
  render(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );

afterEach(() => window.localStorage.clear());

describe('useSchemaForm', () => {
  it('shows the schema messages and focuses the first field with a problem', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Town'), { target: { value: 'Bend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.queryByText('Enter your town.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('keeps a guest’s draft across a remount and ignores fields it does not know', () => {
    window.localStorage.setItem(
      'vethub.draft.guest.test-form',
      JSON.stringify({ name: 'Pat', town: 7, extra: 'x' }),
    );
    const first = renderForm();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pat');
    expect((screen.getByLabelText('Town') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Town'), { target: { value: 'Bend' } });
    first.unmount();
    renderForm();
    expect((screen.getByLabelText('Town') as HTMLInputElement).value).toBe('Bend');
  });
});
