import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';

export default function SubmitBlogPage() {
  return <NewPostingPage kind={blogPosting} veteranKind={storyPosting} />;
}
