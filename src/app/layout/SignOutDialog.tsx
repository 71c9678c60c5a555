/**
 * Sign-out asks whether to clear this device too (decision 17): the default keeps everything,
 * and the list says exactly what would go. Loaded on demand, only when Sign Out is pressed.
 */
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CLEARED_AT_SIGN_OUT } from '../../data/clearDevice';

interface SignOutDialogProps {
  onCancel: () => void;
  onSignOut: (clearDevice: boolean) => void;
}

export default function SignOutDialog({ onCancel, onSignOut }: SignOutDialogProps) {
  const [clearDevice, setClearDevice] = useState(false);
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Sign out of VetHub"
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <Stack>
        <Checkbox
          label="Also clear this device"
          description="Choose this on a shared or public computer."
          checked={clearDevice}
          onChange={(event) => setClearDevice(event.currentTarget.checked)}
        />
        <div id="clear-device-list">
          <Text size="sm">Clearing removes from this device:</Text>
          <List size="sm">
            {CLEARED_AT_SIGN_OUT.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Anything you submitted that is still waiting to send is kept, hidden from others, and
            sent the next time you sign in on this device.
          </Text>
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onSignOut(clearDevice)}>
            {clearDevice ? 'Sign out and clear' : 'Sign out'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
