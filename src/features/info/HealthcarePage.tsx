import { CheckWhatFits } from './CheckWhatFits';
import content from './content/healthcare.md';
import { CrisisLineContacts } from './HomeCrisisSection';
import { InfoProse } from './InfoProse';
import { ResourcesOrgList } from './ResourcesOrgList';

export default function HealthcarePage() {
  return (
    <InfoProse
      content={content}
      slots={{
        crisis: <CrisisLineContacts />,
        'care-orgs': <ResourcesOrgList keys={['giveAnHour', 'headstrong']} />,
        tools: <CheckWhatFits />,
      }}
    />
  );
}
