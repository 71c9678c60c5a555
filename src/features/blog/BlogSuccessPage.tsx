import { InternalLink } from '../../components/InternalLink';
import { PostedPage } from '../../components/posting/PostedPage';
import { blogRecord } from '../../data/records';
import { blogPosting } from './blogPosting';
import { t } from './words';

export default function BlogSuccessPage() {
  return (
    <PostedPage
      record={{ ...blogRecord, noun: blogPosting.noun }}
      posting={blogPosting}
      next={[
        <>
          {t('blog.success.reviewBefore')}{' '}
          <InternalLink to="/blog/requirements">{t('blog.requirementsLink')}</InternalLink>{' '}
          {t('blog.success.reviewAfter')}
        </>,
        t('blog.success.meets'),
        t('blog.success.notMet'),
      ]}
      links={[
        { to: '/dashboard', label: t('blog.success.dashboard') },
        { to: '/blog', label: t('blog.back') },
        { to: '/submit', label: t('blog.success.other') },
      ]}
    />
  );
}
