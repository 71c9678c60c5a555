import { CheckWhatFits } from './CheckWhatFits';
import content from './content/housing.md';
import { CrisisLineContacts } from './HomeCrisisSection';
import { InfoProse } from './InfoProse';
import { ResourcesOrgList } from './ResourcesOrgList';

export default function HousingPage() {
  return (
    <InfoProse
      content={content}
      slots={{
        'adapted-homes-orgs': <ResourcesOrgList keys={['homesForOurTroops']} />,
        'housing-orgs': <ResourcesOrgList keys={['usaCares', 'voa', 'operationHomefront']} />,
        crisis: <CrisisLineContacts />,
        tools: <CheckWhatFits />,
      }}
    />
  );
}
