import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { SAVED_PURGE_MS } from '../../data/saved/savedCleanup';
import { storageProblemAtom, type StorageProblemKind } from '../../data/storageStatus';
import { DeviceBackup } from '../../components/deviceBackup/DeviceBackup';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { SettingSwitch } from '../../components/SettingSwitch';
import { dealRemindersAtom } from '../../data/settings';
import { DEAL_REMINDER_DAYS } from './dealReminder';
import { SavedListSection, type SavedListInfo } from './SavedListSection';
import { t } from './words';

const DAY_MS = 24 * 60 * 60 * 1000;

// Labels are message ids; `name` is the list's name inside a sentence ("Clear jobs").
const lists: SavedListInfo[] = [
  {
    list: 'vetdeals',
    title: 'saved.list.vetdeals.title',
    name: 'saved.list.vetdeals.name',
    from: 'saved.list.vetdeals.from',
    to: '/vetdeals',
    linkText: 'saved.list.vetdeals.link',
  },
  {
    list: 'blog',
    title: 'saved.list.blog.title',
    name: 'saved.list.blog.name',
    from: 'saved.list.blog.from',
    to: '/blog',
    linkText: 'saved.list.blog.link',
  },
  {
    list: 'services',
    title: 'saved.list.services.title',
    name: 'saved.list.services.name',
    from: 'saved.list.services.from',
    to: '/services',
    linkText: 'saved.list.services.link',
  },
  {
    list: 'job',
    title: 'saved.list.job.title',
    name: 'saved.list.job.name',
    from: 'saved.list.job.from',
    to: '/jobs',
    linkText: 'saved.list.job.link',
  },
];

// Message ids by kind: the data layer's own message is English only.
const storageMessages: Record<StorageProblemKind, string> = {
  full: 'saved.storage.full',
  blocked: 'saved.storage.blocked',
  notPersistent: 'saved.storage.notPersistent',
  failed: 'saved.storage.failed',
};

export default function SavedPage() {
  const problem = useAtomValue(storageProblemAtom);
  return (
    <Stack gap="xl">
      <PageHeader intro={t('saved.intro')} />

      <Stack gap="sm">
        <Title order={2}>{t('saved.deviceOnly.title')}</Title>
        <Text>{t('saved.deviceOnly.text')}</Text>
        <Text>
          {t('saved.deviceOnly.shared')}{' '}
          <InternalLink to="/privacy">{t('saved.deviceOnly.privacyLink')}</InternalLink>.
        </Text>
      </Stack>

      {problem ? (
        <Alert color="yellow" title={t('saved.storage.title')} role="alert">
          {t(storageMessages[problem.kind])}
        </Alert>
      ) : null}

      <SettingSwitch
        setting={dealRemindersAtom}
        label={t('saved.reminder.switch')}
        description={t('saved.reminder.description', { days: DEAL_REMINDER_DAYS })}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lists.map((info) => (
          <SavedListSection key={info.list} info={info} />
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>{t('saved.removed.title')}</Title>
        <Text>{t('saved.removed.text', { days: Math.round(SAVED_PURGE_MS / DAY_MS) })}</Text>
      </Stack>

      <DeviceBackup />
    </Stack>
  );
}
