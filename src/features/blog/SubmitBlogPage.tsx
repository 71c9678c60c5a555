import { useEffect } from 'react';
import { ReadFirst } from '../../components/directory/ReadFirst';
import { PageHeader } from '../../components/PageHeader';
import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';
import { NewPosting } from '../../components/posting/NewPosting';
import { t } from './words';

export default function SubmitBlogPage() {
  // The success page must open even when the partner submits offline.
  useEffect(() => void import('./BlogSuccessPage'), []);
  return (
    <>
      <PageHeader intro={t('blog.submit.intro')}>
        <ReadFirst to="/blog/requirements" label={t('blog.submit.requirements')}>
          {t('blog.submit.readFirst')}
        </ReadFirst>
      </PageHeader>
      <NewPosting
        kind={blogPosting}
        veteranKind={storyPosting}
        submitLabel={t('blog.submit.send')}
      />
    </>
  );
}
