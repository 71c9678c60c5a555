import content from './content/network-help.md';
import { InfoProse } from './InfoProse';
import { NetworkHelpLive } from './NetworkHelpLive';

export default function NetworkHelpPage() {
  return <InfoProse content={content} slots={{ live: <NetworkHelpLive /> }} />;
}
