import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/community.md';
import { InfoProse } from './InfoProse';
import { ResourcesOrgList } from './ResourcesOrgList';
import { t } from './words';

export default function CommunityPage() {
  return (
    <InfoProse
      content={content}
      slots={{
        stories: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/veteran-stories', label: t('info.community.aboutStories'), variant: 'light' },
              {
                to: '/blog?category=Stories',
                label: t('info.community.readStories'),
                variant: 'outline',
              },
            ]}
          />
        ),
        'local-orgs': <ResourcesOrgList keys={['teamRwb', 'kwva', 'catholicWarVeterans']} />,
        'volunteer-orgs': <ResourcesOrgList keys={['missionContinues', 'teamRubicon', 'dav']} />,
        share: <ButtonLinks links={[{ to: '/submit/blog', label: t('info.community.share') }]} />,
      }}
    />
  );
}
