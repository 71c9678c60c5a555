import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/get-started.md';
import { CrisisLineContacts } from './HomeCrisisSection';
import { ItemsProse } from './ItemsProse';
import { t } from './words';

/** A step's action, as a button. */
const action = (to: string, label: string) => (
  <ButtonLinks links={[{ to, label, variant: 'light' }]} />
);

export default function GetStartedPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        benefits: action('/benefits', t('info.getStarted.benefits')),
        saved: action('/saved', t('info.action.saved')),
        offline: action('/network-help', t('info.getStarted.offline')),
        account: action('/auth/register', t('info.getStarted.account')),
        crisis: <CrisisLineContacts />,
      }}
    />
  );
}
