/**
 * "Back up or move your data": saves the device's claims, saved items and settings to a file,
 * and restores one after a preview the person confirms. All on the device, so it works offline.
 */
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { MAX_BACKUP_BYTES, readBackup, type Backup } from '../../data/backup/backupFile';
import {
  backupOfDevice,
  planRestore,
  restoreBackup,
  type RestorePlan,
} from '../../data/backup/restoreBackup';
import { isKioskDevice } from '../../data/kioskFlag';
import { longDate } from '../../lib/longDate';
import { useHydrated } from '../../lib/useHydrated';
import { saveFile } from '../../lib/saveFile';
import { planLines, problemWords, restoredWords } from './backupWords';
import print from '../PrintButton.module.css';
import { t } from './words';

type Step =
  | { kind: 'idle' }
  | { kind: 'refused'; message: string }
  | { kind: 'preview'; backup: Backup; plan: RestorePlan }
  | { kind: 'restored'; message: string };

export function DeviceBackup() {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const hydrated = useHydrated();
  // A kiosk is shared by strangers: a file of one visitor's claims must not be left on it.
  if (hydrated && isKioskDevice()) return null;

  const save = async () => {
    const backup = await backupOfDevice();
    const day = backup.exported_at.slice(0, 10);
    saveFile(`vethub-backup-${day}.json`, 'application/json', JSON.stringify(backup, null, 2));
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BACKUP_BYTES) {
      setStep({ kind: 'refused', message: problemWords({ kind: 'too-large' }) });
      return;
    }
    const read = readBackup(await file.text().catch(() => ''));
    if (!read.ok) {
      setStep({ kind: 'refused', message: problemWords(read.problem) });
      return;
    }
    setStep({ kind: 'preview', backup: read.backup, plan: await planRestore(read.backup) });
  };

  const restore = async (backup: Backup) => {
    setBusy(true);
    try {
      setStep({ kind: 'restored', message: restoredWords(await restoreBackup(backup)) });
    } catch {
      setStep({ kind: 'refused', message: t('components.backup.storageFailed') });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} className={print.noPrint}>
      <Title order={2} id={titleId}>
        {t('components.backup.title')}
      </Title>
      <Text>{t('components.backup.intro')}</Text>
      <Group gap="sm">
        <Button variant="outline" onClick={() => void save()}>
          {t('components.backup.save')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Text component="label" htmlFor={inputId} fw={600}>
          {t('components.backup.restoreFrom')}
        </Text>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      </Stack>
      {step.kind === 'refused' && (
        <Alert color="red" title={t('components.backup.notRestored')} role="alert">
          {step.message}
        </Alert>
      )}
      {step.kind === 'preview' && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>{t('components.backup.restoreQuestion')}</Title>
            <Text>
              {t('components.backup.savedOn', { date: longDate(step.backup.exported_at) })}
            </Text>
            <List>
              {planLines(step.plan).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              <Button loading={busy} onClick={() => void restore(step.backup)}>
                {t('components.backup.restore')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setStep({ kind: 'idle' });
                  if (input.current) input.current.value = '';
                }}
              >
                {t('components.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {step.kind === 'restored' && <Text role="status">{step.message}</Text>}
    </Stack>
  );
}
