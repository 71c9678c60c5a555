/** The header's connection status in the words /network-help explains. */
import type { RealtimeStatus } from './sync/syncAtoms';

export type ConnectionLabel = 'Connected' | 'Connecting' | 'Offline' | 'Problem connecting';

export function connectionLabel(online: boolean, realtime: RealtimeStatus): ConnectionLabel {
  if (!online) return 'Offline';
  if (realtime === 'connected') return 'Connected';
  if (realtime === 'error') return 'Problem connecting';
  return 'Connecting';
}
