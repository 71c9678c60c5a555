/**
 * /network-help's live view of this device: the connection, how much of each list is kept for
 * offline use and when it was last updated, what waits in the outbox, and any storage problem.
 * The data layer's states are named here by message ids (its own messages are English only).
 */
import { Alert, Progress, Table, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { PageSection } from '../../components/PageSection';
import { TableRegion } from '../../components/TableRegion';
import { usePendingCount } from '../../data/outbox/useOutbox';
import { storageProblemAtom, type StorageProblemKind } from '../../data/storageStatus';
import type { MirrorTableName } from '../../data/mirrorTables';
import {
  overallProgress,
  realtimeStatusAtom,
  syncProgressAtom,
  type RealtimeStatus,
  type SyncProblem,
  type TableSyncStatus,
} from '../../data/sync/syncAtoms';
import { connectionLabel, type ConnectionLabel } from '../../data/connectionLabel';
import { appOfflineReadyAtom } from '../../data/offlineReady';
import { currentLocale } from '../../lib/i18n';
import { useHydrated } from '../../lib/useHydrated';
import { useOnline } from '../../lib/useOnline';
import { t } from './words';

const tableNames: Record<MirrorTableName, string> = {
  services: 'info.network.table.services',
  vet_deals: 'info.network.table.vetDeals',
  blog_posts: 'info.network.table.blogPosts',
  unemployment_jobs: 'info.network.table.jobs',
  military_careers: 'info.network.table.militaryCodes',
  occupations: 'info.network.table.occupations',
};

const connection: Record<ConnectionLabel, { label: string; help: string }> = {
  Connected: { label: 'info.network.connected', help: 'info.network.connectedHelp' },
  Connecting: { label: 'info.network.connecting', help: 'info.network.connectingHelp' },
  Offline: { label: 'info.network.offline', help: 'info.network.offlineHelp' },
  'Problem connecting': { label: 'info.network.problem', help: 'info.network.problemHelp' },
};

const realtimeMessages: Record<RealtimeStatus, string> = {
  connected: 'info.network.realtime.connected',
  connecting: 'info.network.realtime.connecting',
  disconnected: 'info.network.realtime.disconnected',
  error: 'info.network.realtime.error',
};

const syncProblems: Record<SyncProblem, string> = {
  offline: 'info.network.sync.offline',
  server: 'info.network.sync.server',
  'storage-full': 'info.network.sync.storageFull',
  'storage-blocked': 'info.network.sync.storageBlocked',
};

const storageProblems: Record<StorageProblemKind, string> = {
  full: 'info.network.storage.full',
  blocked: 'info.network.storage.blocked',
  notPersistent: 'info.network.storage.notPersistent',
  failed: 'info.network.storage.failed',
};

function describeTable(status: TableSyncStatus): string {
  if (status.state === 'complete') return t('info.network.kept');
  if (status.state === 'running' || status.downloaded > 0) {
    return status.total
      ? t('info.network.downloaded', { downloaded: status.downloaded, total: status.total })
      : t('info.network.downloading');
  }
  return t('info.network.notDownloaded');
}

/** The service worker's part: whether the app itself opens without a connection. */
function appKept(ready: boolean, canKeep: boolean): string {
  if (ready) return t('info.network.appKept');
  if (!canKeep) return t('info.network.appCannotKeep');
  return t('info.network.appNotKept');
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' })
    : '—';

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
  const problems = Object.values(progress).flatMap((p) => (p.problem ? [p.problem] : []));

  return (
    <PageSection heading={t('info.network.heading')}>
      <Text>
        <strong>{t('info.network.connection', { label: t(connection[label].label) })}</strong>{' '}
        {t(connection[label].help)}
      </Text>
      {online ? <Text>{t(realtimeMessages[realtime])}</Text> : null}
      <Text>{appKept(hydrated && offlineReady, canKeep)}</Text>
      {!overall.complete && overall.total ? (
        <Progress
          value={(overall.downloaded / overall.total) * 100}
          aria-label={t('info.network.firstDownload', {
            downloaded: overall.downloaded,
            total: overall.total,
          })}
        />
      ) : null}
      {problems[0] ? <Alert color="yellow">{t(syncProblems[problems[0]])}</Alert> : null}
      {storageProblem ? <Alert color="red">{t(storageProblems[storageProblem.kind])}</Alert> : null}
      <Text>{t('info.network.pending', { count: pending })}</Text>
      <TableRegion label={t('info.network.lists')}>
        <Table miw={480} striped withTableBorder captionSide="top">
          <Table.Caption>{t('info.network.listsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('info.network.list')}</Table.Th>
              <Table.Th scope="col">{t('info.network.state')}</Table.Th>
              <Table.Th scope="col">{t('info.network.lastUpdated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(Object.keys(tableNames) as MirrorTableName[]).map((table) => (
              <Table.Tr key={table}>
                <Table.Th scope="row">{t(tableNames[table])}</Table.Th>
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
