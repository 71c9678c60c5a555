import content from './content/network-help.md';
import { InfoProse } from './InfoProse';
import InstallApp from '../../components/install/InstallApp';
import { NetworkHelpLive } from './NetworkHelpLive';

export default function NetworkHelpPage() {
  return (
    <InfoProse
      content={content}
      slots={{ live: <NetworkHelpLive />, install: <InstallApp where="page" /> }}
    />
  );
}
