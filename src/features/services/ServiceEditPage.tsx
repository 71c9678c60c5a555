import { EditPosting } from '../../components/posting/EditPosting';
import { servicePosting } from './servicePosting';
import { t } from './words';

export default function ServiceEditPage() {
  return <EditPosting kind={servicePosting} intro={t('services.edit.intro')} />;
}
