import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';
import { RequirementsLinks } from '../../components/RequirementsLinks';
import { articleRequirements, BusinessPostActions } from './BusinessPostActions';
import content from './content/business.md';
import { ItemsProse } from './ItemsProse';

const start: ButtonLink[] = [
  { to: '/submit', label: 'Start posting' },
  { to: '/auth/register', label: 'Create a partner account', variant: 'outline' },
];

const ready: ButtonLink[] = [
  { to: '/submit', label: 'Go to submit content' },
  { to: '/dashboard/business', label: 'Open the business dashboard', variant: 'outline' },
];

export default function BusinessPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        start: <ButtonLinks size="md" gap="sm" links={start} />,
        service: <BusinessPostActions kind="service" />,
        deal: <BusinessPostActions kind="deal" />,
        blog: <BusinessPostActions kind="blog" />,
        job: <BusinessPostActions kind="job" />,
        requirements: <RequirementsLinks blogLabel={articleRequirements} />,
        ready: <ButtonLinks gap="sm" links={ready} />,
      }}
    />
  );
}
