/** The header's connection status in the words /network-help explains. */
import type { RealtimeStatus } from './sync/syncAtoms';

export type ConnectionLabel = 'Connected' | 'Connecting' | 'Offline' | 'Problem connecting';

export function connectionLabel(online: boolean, realtime: RealtimeStatus): ConnectionLabel {
  if (!online) return 'Offline';
  if (realtime === 'connected') return 'Connected';
  if (realtime === 'error') return 'Problem connecting';
  return 'Connecting';
}

export const connectionHelp: Record<ConnectionLabel, string> = {
  Connected: 'VetHub is reaching its server. New and changed listings appear on their own.',
  Connecting: 'VetHub is connecting to its server. You can keep reading meanwhile.',
  Offline:
    'No connection. You see the copy kept on this device, and anything you send waits until you are back online.',
  'Problem connecting':
    'You are online but VetHub cannot reach its server right now. You see the copy kept on this device; we keep trying.',
};
