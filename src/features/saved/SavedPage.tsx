import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { storageProblemAtom } from '../../data/storageStatus';
import { DeviceBackup } from '../../components/deviceBackup/DeviceBackup';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { DealReminderSwitch } from './DealReminderSwitch';
import { SavedListSection, type SavedListInfo } from './SavedListSection';

const lists: SavedListInfo[] = [
  {
    title: 'VetDeals',
    list: 'vetdeals',
    from: 'Save a discount from its card or its page in the VetDeals directory.',
    to: '/vetdeals',
    linkText: 'Browse VetDeals',
  },
  {
    title: 'Articles',
    list: 'blog',
    from: 'Save a guide or story from the blog to read it again later.',
    to: '/blog',
    linkText: 'Browse the blog',
  },
  {
    title: 'Services',
    list: 'services',
    from: 'Save an organization or business from the services directory.',
    to: '/services',
    linkText: 'Browse the services directory',
  },
  {
    title: 'Jobs',
    list: 'job',
    from: 'Save a job you want to apply for from the job board.',
    to: '/jobs',
    linkText: 'Browse the job board',
  },
];

export default function SavedPage() {
  const problem = useAtomValue(storageProblemAtom);
  return (
    <Stack gap="xl">
      <PageHeader intro="Deals, articles, services and jobs you save appear here, in four lists, so you can find them again. You do not need an account to save." />

      <Stack gap="sm">
        <Title order={2}>Saved on this device only</Title>
        <Text>
          Saved items stay in this browser on this device. They are not sent to VetHub&apos;s
          servers, so we cannot see them, and they do not follow you to another phone or computer
          unless you move them with a backup file (below). Clearing your browser&apos;s data removes
          them.
        </Text>
        <Text>
          On a shared or public computer, anyone who uses the same browser after you can see what
          you saved. Remove your saved items before you leave, or use a private browsing window.{' '}
          <InternalLink to="/privacy">Read what VetHub stores and where</InternalLink>.
        </Text>
      </Stack>

      {problem ? (
        <Alert color="yellow" title="Saving is not working on this device" role="alert">
          {problem.message}
        </Alert>
      ) : null}

      <DealReminderSwitch />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lists.map((info) => (
          <SavedListSection key={info.list} info={info} />
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>When a saved item is removed</Title>
        <Text>
          If a business or author takes down something you saved, it stays in your list for 7 days
          with a note that it is no longer available, and is then cleared from this device.
        </Text>
      </Stack>

      <DeviceBackup />
    </Stack>
  );
}
