import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  fetchInbox,
  replyTo,
  setMessageStatus,
  type InboxKind,
  type InboxMessage,
} from '../../data/admin/inbox';
import { ActionForm, type Action } from './ActionForm';
import { CardList } from './CardList';
import { ConsoleCard } from './ConsoleCard';
import { useAnnouncedLoad } from './useAnnouncedLoad';
import { when } from './when';

const HANDLED = new Set(['answered', 'closed']);

function replyAction(message: InboxMessage): Action {
  // One id per reply being written: a second click after a lost answer sends it once.
  let requestId = crypto.randomUUID();
  return {
    label: 'Send reply by email',
    variant: 'filled',
    needsText: 'Write the reply first.',
    done: `Reply sent to ${message.email ?? ''}.`,
    run: async (text) => {
      await replyTo(message.kind, message.id, text, requestId);
      requestId = crypto.randomUUID();
    },
  };
}

function MessageCard({ message, onDone }: { message: InboxMessage; onDone: (m: string) => void }) {
  const handled = HANDLED.has(message.status);
  const [error, setError] = useState<string | null>(null);
  async function mark(status: string, done: string) {
    setError(null);
    try {
      await setMessageStatus(message.kind, message.id, status);
      onDone(done);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work.');
    }
  }
  return (
    <ConsoleCard>
      <Group gap="sm">
        <Title order={3} size="h4">
          {message.subject ?? `${message.topic} from ${message.name ?? 'a visitor'}`}
        </Title>
        <Badge variant="outline" color="dark">
          {handled ? 'Handled' : message.status === 'new' ? 'Unread' : 'Read'}
        </Badge>
      </Group>
      <Text size="sm">
        {message.name ?? 'No name'} · {message.email ?? 'no email address'} · topic {message.topic}{' '}
        · {when(message.created_at)}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      {error ? (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      ) : null}
      <Group gap="sm">
        {handled ? (
          <Button variant="outline" onClick={() => void mark('read', 'Marked as not handled.')}>
            Mark not handled
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void mark('closed', 'Marked as handled.')}>
            Mark handled
          </Button>
        )}
        {message.status === 'new' ? (
          <Button variant="outline" onClick={() => void mark('read', 'Marked as read.')}>
            Mark read
          </Button>
        ) : null}
      </Group>
      {message.email ? (
        <ActionForm
          textLabel={`Reply to ${message.email}`}
          actions={[replyAction(message)]}
          onDone={onDone}
        />
      ) : (
        <Text>This sender left no email address.</Text>
      )}
    </ConsoleCard>
  );
}

/** Contact messages and feedback, newest first, with a topic filter. */
export function InboxView() {
  const [kind, setKind] = useState<InboxKind>('contact');
  const [topic, setTopic] = useState('');
  const { state, message, done } = useAnnouncedLoad(() => fetchInbox(kind), `inbox-${kind}`);
  const shown =
    state.status === 'ready' && topic
      ? { ...state, data: state.data.filter((m) => m.topic === topic) }
      : state;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <Stack gap={4}>
          <Text fw={600} id="inbox-kind">
            Messages
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-kind"
            value={kind}
            onChange={(v) => {
              setKind(v as InboxKind);
              setTopic('');
            }}
            data={[
              { value: 'contact', label: 'Contact messages' },
              { value: 'feedback', label: 'Feedback' },
            ]}
          />
        </Stack>
        {state.status === 'ready' ? (
          <NativeSelect
            label="Topic"
            value={topic}
            onChange={(e) => setTopic(e.currentTarget.value)}
            data={[
              { value: '', label: 'All topics' },
              ...[...new Set(state.data.map((m) => m.topic))].map((t) => ({ value: t, label: t })),
            ]}
          />
        ) : null}
      </Group>
      <CardList
        state={shown}
        message={message}
        loading="inbox"
        empty="No messages here."
        label="Messages, newest first"
        gap="md"
      >
        {(m) => <MessageCard key={`${m.kind}-${m.id}`} message={m} onDone={done} />}
      </CardList>
    </Stack>
  );
}
