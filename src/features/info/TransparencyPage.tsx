import { RequirementsLinks } from '../../components/RequirementsLinks';
import content from './content/transparency.md';
import { InfoProse } from './InfoProse';
import { TransparencySources } from './TransparencySources';

export default function TransparencyPage() {
  return (
    <InfoProse
      content={content}
      slots={{ requirements: <RequirementsLinks />, sources: <TransparencySources /> }}
    />
  );
}
