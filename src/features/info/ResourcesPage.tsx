import content from './content/resources.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';
import { ResourcesOrgList, type OrganizationKey } from './ResourcesOrgList';

const trustedOrganizations: OrganizationKey[] = [
  'legion',
  'vfw',
  'dav',
  'pva',
  'nvlsp',
  'vetsProBono',
  'giveAnHour',
  'doleFoundation',
  'taps',
  'studentVeterans',
  'hireHeroes',
  'operationHomefront',
  'usaCares',
  'fisherHouse',
];

export default function ResourcesPage() {
  return (
    <InfoProse
      content={content}
      items={ProseItems}
      slots={{
        organizations: <ResourcesOrgList keys={trustedOrganizations} />,
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
