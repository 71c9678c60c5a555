/**
 * /network-help's live view of this device: the connection, how much of each list is kept for
 * offline use and when it was last updated, what waits in the outbox, and any storage problem.
 */
import { Alert, Progress, Table, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { PageSection } from '../../components/PageSection';
import { TableRegion } from '../../components/TableRegion';
import { usePendingCount } from '../../data/outbox/useOutbox';
import { storageProblemAtom } from '../../data/storageStatus';
import type { MirrorTableName } from '../../data/mirrorTables';
import {
  describeRealtimeStatus,
  describeSyncProblem,
  overallProgress,
  realtimeStatusAtom,
  syncProgressAtom,
  type TableSyncStatus,
} from '../../data/sync/syncAtoms';
import { connectionHelp, connectionLabel } from '../../data/connectionLabel';
import { appOfflineReadyAtom } from '../../data/offlineReady';
import { useHydrated } from '../../lib/useHydrated';
import { useOnline } from '../../lib/useOnline';

const tableNames: Record<MirrorTableName, string> = {
  services: 'Services directory',
  vet_deals: 'VetDeals',
  blog_posts: 'Blog posts',
  unemployment_jobs: 'Job board',
  military_careers: 'Military job codes',
  occupations: 'Civilian occupations',
};

function describeTable(status: TableSyncStatus): string {
  if (status.state === 'complete') return 'Kept on this device';
  if (status.state === 'running' || status.downloaded > 0) {
    return status.total ? `${status.downloaded} of ${status.total} downloaded` : 'Downloading';
  }
  return 'Not downloaded yet';
}

/** The service worker's part: whether the app itself opens without a connection. */
function appKept(ready: boolean, canKeep: boolean): string {
  if (ready) return 'The app itself is kept on this device: every page opens without a connection.';
  if (!canKeep) return 'This browser cannot keep the app for offline use: pages need a connection.';
  return 'The app itself is not kept on this device yet: a page you have not opened will not load without a connection. It saves itself while you are online, and this line says when it is done.';
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function NetworkHelpLive() {
  const online = useOnline();
  const hydrated = useHydrated();
  const offlineReady = useAtomValue(appOfflineReadyAtom);
  // The build's HTML assumes a browser that can keep the app; the device's answer follows.
  const canKeep = !hydrated || 'serviceWorker' in navigator;
  const realtime = useAtomValue(realtimeStatusAtom);
  const progress = useAtomValue(syncProgressAtom);
  const storageProblem = useAtomValue(storageProblemAtom);
  const pending = usePendingCount();
  const label = connectionLabel(online, realtime);
  const overall = overallProgress(progress);
  const problems = Object.values(progress).flatMap((t) => (t.problem ? [t.problem] : []));

  return (
    <PageSection heading="This device now">
      <Text>
        <strong>Connection: {label}.</strong> {connectionHelp[label]}
      </Text>
      {online ? <Text>{describeRealtimeStatus(realtime)}</Text> : null}
      <Text>{appKept(hydrated && offlineReady, canKeep)}</Text>
      {!overall.complete && overall.total ? (
        <Progress
          value={(overall.downloaded / overall.total) * 100}
          aria-label={`First download: ${overall.downloaded} of ${overall.total} records`}
        />
      ) : null}
      {problems[0] ? <Alert color="yellow">{describeSyncProblem(problems[0])}</Alert> : null}
      {storageProblem ? <Alert color="red">{storageProblem.message}</Alert> : null}
      <Text>
        {pending === 0
          ? 'Nothing is waiting to be sent.'
          : `${pending} ${pending === 1 ? 'thing is' : 'things are'} waiting to be sent. They go out on their own when the connection allows.`}
      </Text>
      <TableRegion label="Lists kept on this device">
        <Table miw={480} striped withTableBorder captionSide="top">
          <Table.Caption>Lists kept on this device for offline use</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">List</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Last updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(Object.keys(tableNames) as MirrorTableName[]).map((table) => (
              <Table.Tr key={table}>
                <Table.Th scope="row">{tableNames[table]}</Table.Th>
                <Table.Td>{describeTable(progress[table])}</Table.Td>
                <Table.Td>{when(progress[table].lastSyncedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
    </PageSection>
  );
}
