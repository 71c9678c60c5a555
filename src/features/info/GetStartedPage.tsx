import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/get-started.md';
import { CrisisLineContacts } from './HomeCrisisSection';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';

/** A step's action, as a button. */
const action = (to: string, label: string) => (
  <ButtonLinks links={[{ to, label, variant: 'light' }]} />
);

export default function GetStartedPage() {
  return (
    <InfoProse
      content={content}
      items={ProseItems}
      slots={{
        benefits: action('/benefits', 'Go to the benefits tools'),
        saved: action('/saved', 'See your saved items'),
        offline: action('/network-help', 'How offline use works'),
        account: action('/auth/register', 'Create an account'),
        crisis: <CrisisLineContacts />,
      }}
    />
  );
}
