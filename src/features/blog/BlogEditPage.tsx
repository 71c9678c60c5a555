import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';
import { EditPosting } from '../../components/posting/EditPosting';

export default function BlogEditPage() {
  return (
    <EditPosting
      kind={blogPosting}
      veteranKind={storyPosting}
      intro="Update your article: correct a figure, add a source or improve the wording. Check the blog requirements before you save."
    />
  );
}
