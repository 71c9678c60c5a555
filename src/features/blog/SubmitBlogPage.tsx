import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';

const preloadBlogSuccess = () => import('./BlogSuccessPage');

export default function SubmitBlogPage() {
  return (
    <NewPostingPage
      kind={blogPosting}
      veteranKind={storyPosting}
      preloadSuccessPage={preloadBlogSuccess}
    />
  );
}
