import { DataTable } from '../../components/DataTable';
import { Text } from '@mantine/core';
import { PageSection } from '../../components/PageSection';

const states = [
  {
    label: 'Connected',
    means: 'VetHub is reaching its server. New and changed listings arrive as they happen.',
    todo: 'Nothing. Anything queued sends now.',
  },
  {
    label: 'Connecting',
    means:
      'VetHub is trying to reach its server, for example just after the page opens or your signal comes back.',
    todo: 'Keep reading. It usually changes to Connected within moments.',
  },
  {
    label: 'Offline',
    means: 'Your device has no connection. You see the copy kept on your device.',
    todo: 'Keep using what you opened before. Things you send wait in the queue.',
  },
  {
    label: 'Problem connecting',
    means: 'Your device is online, but VetHub cannot reach its server right now.',
    todo: 'Wait a few minutes and reload. Things you send wait in the queue.',
  },
];

/** The header's connection states (disconnected, connecting, connected, error) in the words the header uses. */
export function NetworkHelpStatus() {
  return (
    <PageSection heading="Connection status">
      <Text>
        A small status in the header tells you whether VetHub can reach its server. It is always
        shown in words, not only by color.
      </Text>
      <DataTable
        label="Connection statuses"
        caption="What each connection status means"
        columns={['Status', 'What it means', 'What to do']}
        rows={states}
        rowKey={(s) => s.label}
        cells={(s) => [s.label, s.means, s.todo]}
        rowHeader
      />
    </PageSection>
  );
}
