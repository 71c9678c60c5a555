import { CloseButton, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './ConnectionStatus.module.css';
import { t } from '../words';

/** The strip that says, once, that VetHub is ready to use offline (OfflineReadyNotice.tsx). */
export default function OfflineReadyBar({ onClose }: { onClose: () => void }) {
  return (
    <div className={classes.readyBar}>
      <Text size="sm" fw={600}>
        {t('app.offlineReady.said')}
      </Text>
      <Text size="sm" component={Link} to="/network-help" className={classes.readyLink}>
        {t('app.offlineReady.link')}
      </Text>
      <CloseButton
        className={classes.readyClose}
        aria-label={t('app.offlineReady.close')}
        onClick={onClose}
      />
    </div>
  );
}
