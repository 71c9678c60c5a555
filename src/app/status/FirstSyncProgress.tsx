/**
 * While the first download for offline use runs: a slim bar along the foot of the window saying
 * how much is on the device. It never blocks reading; pages answer from the server meanwhile.
 */
import { Progress, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { overallProgress, syncProgressAtom } from '../../data/sync/syncAtoms';
import classes from './ConnectionStatus.module.css';
import { t } from '../words';

export function FirstSyncProgress() {
  const progress = useAtomValue(syncProgressAtom);
  const { downloaded, total, complete } = overallProgress(progress);
  const running = Object.values(progress).some((table) => table.state === 'running');
  if (complete || !running || !total) return null;
  const percent = Math.min(100, Math.round((downloaded / total) * 100));
  const saying = t('app.sync.progress', { percent });
  return (
    <div className={classes.syncBar}>
      <Text size="sm" aria-hidden="true">
        {saying}
      </Text>
      <Progress value={percent} size="sm" aria-label={saying} />
    </div>
  );
}
