import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';
import { EditPosting } from '../../components/posting/EditPosting';
import { t } from './words';

export default function BlogEditPage() {
  return <EditPosting kind={blogPosting} veteranKind={storyPosting} intro={t('blog.edit.intro')} />;
}
