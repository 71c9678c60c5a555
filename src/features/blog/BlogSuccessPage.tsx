import { InternalLink } from '../../components/InternalLink';
import { PostedPage } from '../../components/posting/PostedPage';
import { blogRecord } from '../../data/records';
import { blogPosting } from './blogPosting';

export default function BlogSuccessPage() {
  return (
    <PostedPage
      record={blogRecord}
      posting={blogPosting}
      next={[
        <>
          The VetHub team reads every article against the{' '}
          <InternalLink to="/blog/requirements">blog requirements</InternalLink> before it is
          published.
        </>,
        'If the article meets them, it is published on the blog under the category you chose.',
        'An article that does not meet them, for example a benefit figure with no source, is not published as it stands.',
      ]}
      links={[
        { to: '/dashboard', label: 'Go to your dashboard' },
        { to: '/blog', label: 'Go to the blog' },
        { to: '/submit', label: 'Submit something else' },
      ]}
    />
  );
}
