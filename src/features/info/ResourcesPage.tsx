import content from './content/resources.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { ItemsProse } from './ItemsProse';
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
    <ItemsProse
      content={content}
      slots={{
        organizations: <ResourcesOrgList keys={trustedOrganizations} />,
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
