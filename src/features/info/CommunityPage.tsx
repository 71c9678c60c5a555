import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/community.md';
import { InfoProse } from './InfoProse';
import { ResourcesOrgList } from './ResourcesOrgList';

export default function CommunityPage() {
  return (
    <InfoProse
      content={content}
      slots={{
        stories: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/veteran-stories', label: 'About veteran stories', variant: 'light' },
              {
                to: '/blog?category=Stories',
                label: 'Read stories on the blog',
                variant: 'outline',
              },
            ]}
          />
        ),
        'local-orgs': <ResourcesOrgList keys={['teamRwb', 'kwva', 'catholicWarVeterans']} />,
        'volunteer-orgs': <ResourcesOrgList keys={['missionContinues', 'teamRubicon', 'dav']} />,
        share: <ButtonLinks links={[{ to: '/submit/blog', label: 'Share your story' }]} />,
      }}
    />
  );
}
