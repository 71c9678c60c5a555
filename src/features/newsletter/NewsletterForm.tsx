import { Button, Group, Text, TextInput } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { subscribed, subscribeQueued } from './newsletterMessages';
import { useNewsletterSignup, type NewsletterState } from './useNewsletterSignup';
import { t } from './words';

interface NewsletterFormProps {
  /** Recorded with the sign-up: where it was made. */
  source: 'footer' | 'subscribe-page';
  /** Called after a successful sign-up (the /subscribe page moves on to /subscribed). */
  onSubscribed?: (state: Extract<NewsletterState, { status: 'success' }>) => void;
}

function messageOf(state: NewsletterState): { text: string; error: boolean } | null {
  if (state.status === 'success') {
    return { text: state.queued ? subscribeQueued() : subscribed(), error: false };
  }
  if (state.status === 'error') return { text: state.message, error: true };
  return null;
}

/** Email field and button (spec §4, §5): the footer's form and the /subscribe page's. */
export function NewsletterForm({ source, onSubscribed }: NewsletterFormProps) {
  const { email, setEmail, state, canSubmit, busy, submit } = useNewsletterSignup(source);
  const messageId = useId();
  const message = messageOf(state);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = await submit();
    if (next?.status === 'success') onSubscribed?.(next);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(source === 'footer' ? 'newsletter.form.footerLabel' : 'newsletter.form.label')}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="email"
          label={t('newsletter.form.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-describedby={messageId}
          aria-invalid={message?.error ? true : undefined}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" disabled={!canSubmit} loading={busy}>
          {t('newsletter.form.subscribe')}
        </Button>
      </Group>
      <Text id={messageId} role="status" mt="xs" fw={600}>
        {message?.text ?? ''}
      </Text>
    </form>
  );
}
