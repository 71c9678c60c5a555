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

type Step =
  | { kind: 'idle' }
  | { kind: 'refused'; message: string }
  | { kind: 'preview'; backup: Backup; plan: RestorePlan }
  | { kind: 'restored'; message: string };

const STORAGE_FAILED =
  'This browser would not save the backup on this device, so nothing was restored. Free some space, or leave private browsing, then try again.';

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
      setStep({ kind: 'refused', message: STORAGE_FAILED });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} className={print.noPrint}>
      <Title order={2} id={titleId}>
        Back up or move your data
      </Title>
      <Text>
        Your claims, saved items and display settings are kept only in this browser, and clearing
        its data removes them. Save a backup file to keep a copy, then restore it here or on another
        device. The file stays with you: nothing is sent to VetHub.
      </Text>
      <Group gap="sm">
        <Button variant="outline" onClick={() => void save()}>
          Save a backup file
        </Button>
      </Group>
      <Stack gap={4}>
        <Text component="label" htmlFor={inputId} fw={600}>
          Restore from a backup file
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
        <Alert color="red" title="This file was not restored" role="alert">
          {step.message}
        </Alert>
      )}
      {step.kind === 'preview' && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>Restore this backup?</Title>
            <Text>
              Saved on {longDate(step.backup.exported_at)}. Restoring it will do this, and nothing
              else:
            </Text>
            <List>
              {planLines(step.plan).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              <Button loading={busy} onClick={() => void restore(step.backup)}>
                Restore this backup
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setStep({ kind: 'idle' });
                  if (input.current) input.current.value = '';
                }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {step.kind === 'restored' && <Text role="status">{step.message}</Text>}
    </Stack>
  );
}
