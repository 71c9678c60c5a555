/**
 * Sign-out asks whether to clear this device too (decision 17): the default keeps everything,
 * and the list says exactly what would go. Loaded on demand, only when Sign Out is pressed.
 */
import { Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CLEARED_AT_SIGN_OUT } from '../../data/clearDevice';
import { t } from './words';
import { Dialog } from '../../components/Dialog';

type Cleared = (typeof CLEARED_AT_SIGN_OUT)[number];

// src/data has no catalog: each thing cleared is said by its message id here (labels are
// message ids). Keyed by the data's own words, so a new item fails the type check until named.
const clearedLabels: Record<Cleared, string> = {
  'Saved items (deals, articles, services and jobs)': 'app.signOut.cleared.saved',
  'Your claim tracker': 'app.signOut.cleared.claims',
  'Drafts of forms you had started': 'app.signOut.cleared.drafts',
  'What you typed into the claim calculator': 'app.signOut.cleared.calculator',
  'The copy of your profile kept for offline use (VetHub keeps no search history)':
    'app.signOut.cleared.profile',
};

interface SignOutDialogProps {
  onCancel: () => void;
  onSignOut: (clearDevice: boolean) => void;
}

export default function SignOutDialog({ onCancel, onSignOut }: SignOutDialogProps) {
  const [clearDevice, setClearDevice] = useState(false);
  return (
    <Dialog title={t('app.signOut.title')} closeLabel={t('app.cancel')} onClose={onCancel}>
      <Stack>
        <Checkbox
          label={t('app.signOut.clearDevice')}
          description={t('app.signOut.clearHint')}
          checked={clearDevice}
          onChange={(event) => setClearDevice(event.currentTarget.checked)}
        />
        <div id="clear-device-list">
          <Text size="sm">{t('app.signOut.clearList')}</Text>
          <List size="sm">
            {CLEARED_AT_SIGN_OUT.map((item) => (
              <List.Item key={item}>{t(clearedLabels[item])}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {t('app.signOut.outbox')}
          </Text>
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button onClick={() => onSignOut(clearDevice)}>
            {clearDevice ? t('app.signOut.andClear') : t('app.signOut.button')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
