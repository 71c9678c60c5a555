import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';
import { t } from './words';

const preloadBlogSuccess = () => import('./BlogSuccessPage');

export default function SubmitBlogPage() {
  return (
    <NewPostingPage
      intro={t('blog.submit.intro')}
      readFirst={{ label: t('blog.submit.requirements'), text: t('blog.submit.readFirst') }}
      kind={blogPosting}
      veteranKind={storyPosting}
      preloadSuccessPage={preloadBlogSuccess}
      submitLabel={t('blog.submit.send')}
    />
  );
}
