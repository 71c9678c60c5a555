import { CloseButton, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './ConnectionStatus.module.css';

/** The strip that says, once, that VetHub is ready to use offline (OfflineReadyNotice.tsx). */
export default function OfflineReadyBar({ onClose }: { onClose: () => void }) {
  return (
    <div className={classes.readyBar}>
      <Text size="sm" fw={600}>
        VetHub is ready to use offline.
      </Text>
      <Text size="sm" component={Link} to="/network-help" className={classes.readyLink}>
        See what is kept on this device
      </Text>
      <CloseButton
        className={classes.readyClose}
        aria-label="Close the offline notice"
        onClick={onClose}
      />
    </div>
  );
}
