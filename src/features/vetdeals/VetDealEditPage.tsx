import { dealPosting } from './dealPosting';
import { EditPosting } from '../../components/posting/EditPosting';
import { t } from './words';

export default function VetDealEditPage() {
  return <EditPosting kind={dealPosting} intro={t('vetdeals.edit.intro')} />;
}
