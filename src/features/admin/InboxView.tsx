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
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

const HANDLED = new Set(['answered', 'closed']);

function replyAction(message: InboxMessage): Action {
  // One id per reply being written: a second click after a lost answer sends it once.
  let requestId = crypto.randomUUID();
  return {
    label: t('admin.inbox.send'),
    variant: 'filled',
    needsText: t('admin.inbox.replyFirst'),
    done: t('admin.inbox.replySent', { email: message.email ?? '' }),
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
      setError(caught instanceof Error ? caught.message : t('admin.failed'));
    }
  }
  return (
    <ConsoleCard>
      <Group gap="sm">
        <Title order={3} size="h4">
          {message.subject ??
            t('admin.inbox.from', {
              topic: message.topic,
              name: message.name ?? t('admin.inbox.aVisitor'),
            })}
        </Title>
        <Badge variant="outline" color="dark">
          {handled
            ? t('admin.inbox.handled')
            : message.status === 'new'
              ? t('admin.inbox.unread')
              : t('admin.inbox.read')}
        </Badge>
        {message.language === 'es' ? (
          <Badge variant="outline" color="dark">
            {t('admin.inbox.inSpanish')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">
        {t('admin.inbox.sender', {
          name: message.name ?? t('admin.inbox.noName'),
          email: message.email ?? t('admin.inbox.noEmail'),
          topic: message.topic,
          time: when(message.created_at),
        })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      {error ? (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      ) : null}
      <Group gap="sm">
        {handled ? (
          <Button
            variant="outline"
            onClick={() => void mark('read', t('admin.inbox.markedNotHandled'))}
          >
            {t('admin.inbox.markNotHandled')}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => void mark('closed', t('admin.inbox.markedHandled'))}
          >
            {t('admin.inbox.markHandled')}
          </Button>
        )}
        {message.status === 'new' ? (
          <Button variant="outline" onClick={() => void mark('read', t('admin.inbox.markedRead'))}>
            {t('admin.inbox.markRead')}
          </Button>
        ) : null}
      </Group>
      {message.email ? (
        <ActionForm
          textLabel={t('admin.inbox.replyTo', { email: message.email })}
          actions={[replyAction(message)]}
          onDone={onDone}
        />
      ) : (
        <Text>{t('admin.inbox.noAddress')}</Text>
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
            {t('admin.inbox.messages')}
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-kind"
            value={kind}
            onChange={(v) => {
              setKind(v as InboxKind);
              setTopic('');
            }}
            data={[
              { value: 'contact', label: t('admin.inbox.contact') },
              { value: 'feedback', label: t('admin.inbox.feedback') },
            ]}
          />
        </Stack>
        {state.status === 'ready' ? (
          <NativeSelect
            label={t('admin.inbox.topic')}
            value={topic}
            onChange={(e) => setTopic(e.currentTarget.value)}
            data={withEmptyChoice(
              t('admin.inbox.allTopics'),
              [...new Set(state.data.map((m) => m.topic))].map((v) => ({ value: v, label: v })),
            )}
          />
        ) : null}
      </Group>
      <CardList
        state={shown}
        message={message}
        words={{ loading: t('admin.inbox.loading'), failed: t('admin.inbox.failed') }}
        empty={t('admin.inbox.empty')}
        label={t('admin.inbox.label')}
        gap="md"
      >
        {(m) => <MessageCard key={`${m.kind}-${m.id}`} message={m} onDone={done} />}
      </CardList>
    </Stack>
  );
}
