import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/get-started.md';
import { CrisisLineContacts } from './HomeCrisisSection';
import { ItemsProse } from './ItemsProse';

/** A step's action, as a button. */
const action = (to: string, label: string) => (
  <ButtonLinks links={[{ to, label, variant: 'light' }]} />
);

export default function GetStartedPage() {
  return (
    <ItemsProse
      content={content}
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
