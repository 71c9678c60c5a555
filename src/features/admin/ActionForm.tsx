import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { t } from './words';

export interface Action {
  label: string;
  /** Shown when the text is empty and this action needs it (e.g. a rejection reason). */
  needsText?: string;
  /** What the view announces once it worked. */
  done: string;
  variant?: 'filled' | 'outline';
  run: (text: string) => Promise<void>;
}

/**
 * A reason or note and the actions that use it. A refusal (offline, another admin decided
 * first, a missing reason) is shown here and the typed text stays.
 */
export function ActionForm({
  textLabel,
  actions,
  onDone,
}: {
  textLabel: string;
  actions: Action[];
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(action: Action) {
    if (action.needsText && !text.trim()) {
      setError(action.needsText);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action.run(text.trim());
      setText('');
      onDone(action.done);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('admin.action.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Textarea
        id={`${id}-text`}
        label={textLabel}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <Alert id={`${id}-error`} variant="outline" color="red.9" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group gap="sm">
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.variant ?? 'outline'}
            loading={busy}
            onClick={() => void act(action)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
