import { EditPosting } from '../../components/posting/EditPosting';
import { jobPosting } from './jobPosting';
import { t } from './words';

export default function JobEditPage() {
  return <EditPosting kind={jobPosting} intro={t('jobs.edit.intro')} />;
}
