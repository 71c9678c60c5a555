/**
 * The small connection status in the header: always in words, with the plain-language meaning
 * on hover or focus (a CSS tooltip, also the link's description) and a link to /network-help.
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router';
import { realtimeStatusAtom } from '../../data/sync/syncAtoms';
import classes from './ConnectionStatus.module.css';
import { connectionHelp, connectionLabel } from '../../data/connectionLabel';
import { useOnline } from '../../lib/useOnline';

export function ConnectionStatus() {
  const online = useOnline();
  const realtime = useAtomValue(realtimeStatusAtom);
  const label = connectionLabel(online, realtime);
  const helpId = useId();
  return (
    <span className={classes.wrap}>
      <Link
        to="/network-help"
        className={classes.status}
        data-state={label}
        aria-describedby={helpId}
      >
        <span aria-hidden="true" className={classes.dot} />
        <span className="visually-hidden">Connection: </span>
        {label}
      </Link>
      <span id={helpId} role="tooltip" className={classes.tip}>
        {connectionHelp[label]}
      </span>
    </span>
  );
}
