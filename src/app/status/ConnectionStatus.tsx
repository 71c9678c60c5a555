/**
 * The small connection status in the header: always in words, with the plain-language meaning
 * on hover or focus (a CSS tooltip, also the link's description) and a link to /network-help.
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router';
import { realtimeStatusAtom } from '../../data/sync/syncAtoms';
import classes from './ConnectionStatus.module.css';
import { connectionLabel, type ConnectionLabel } from '../../data/connectionLabel';
import { useOnline } from '../../lib/useOnline';
import { t } from '../words';

// The data's labels stay English (they are also the CSS state); what is shown are message ids.
const words: Record<ConnectionLabel, { label: string; help: string }> = {
  Connected: { label: 'app.connection.connected', help: 'app.connection.connectedHelp' },
  Connecting: { label: 'app.connection.connecting', help: 'app.connection.connectingHelp' },
  Offline: { label: 'app.connection.offline', help: 'app.connection.offlineHelp' },
  'Problem connecting': { label: 'app.connection.problem', help: 'app.connection.problemHelp' },
};

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
        <span className="visually-hidden">{t('app.connection.prefix')}</span>
        {t(words[label].label)}
      </Link>
      <span id={helpId} role="tooltip" className={classes.tip}>
        {t(words[label].help)}
      </span>
    </span>
  );
}
