import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';
import { RequirementsLinks } from '../../components/RequirementsLinks';
import { articleRequirements, BusinessPostActions } from './BusinessPostActions';
import content from './content/business.md';
import { ItemsProse } from './ItemsProse';
import { t } from './words';

const start = (): ButtonLink[] => [
  { to: '/submit', label: t('info.business.start') },
  { to: '/auth/register', label: t('info.business.partnerAccount'), variant: 'outline' },
];

const ready = (): ButtonLink[] => [
  { to: '/submit', label: t('info.business.submit') },
  { to: '/dashboard/business', label: t('info.business.dashboard'), variant: 'outline' },
];

export default function BusinessPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        start: <ButtonLinks size="md" gap="sm" links={start()} />,
        service: <BusinessPostActions kind="service" />,
        deal: <BusinessPostActions kind="deal" />,
        blog: <BusinessPostActions kind="blog" />,
        job: <BusinessPostActions kind="job" />,
        requirements: <RequirementsLinks blogLabel={articleRequirements()} />,
        ready: <ButtonLinks gap="sm" links={ready()} />,
      }}
    />
  );
}
