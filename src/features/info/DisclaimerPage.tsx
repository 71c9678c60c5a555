import { CrisisLineWays } from '../../components/CrisisLineWays';
import content from './content/disclaimer.md';
import { InfoProse } from './InfoProse';

export default function DisclaimerPage() {
  return <InfoProse content={content} slots={{ crisis: <CrisisLineWays /> }} />;
}
