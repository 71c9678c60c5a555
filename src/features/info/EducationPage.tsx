import { CheckWhatFits } from './CheckWhatFits';
import content from './content/education.md';
import { InfoProse } from './InfoProse';
import { Post911TiersTable } from './Post911TiersTable';
import { ResourcesOrgList } from './ResourcesOrgList';

export default function EducationPage() {
  return (
    <InfoProse
      content={content}
      slots={{
        'post911-tiers': <Post911TiersTable />,
        'student-orgs': <ResourcesOrgList keys={['studentVeterans']} />,
        tools: <CheckWhatFits />,
      }}
    />
  );
}
