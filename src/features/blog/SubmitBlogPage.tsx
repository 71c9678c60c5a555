import { useEffect } from 'react';
import { ReadFirst } from '../../components/directory/ReadFirst';
import { PageHeader } from '../../components/PageHeader';
import { blogPosting } from './blogPosting';
import { storyPosting } from './storyPosting';
import { NewPosting } from '../../components/posting/NewPosting';

export default function SubmitBlogPage() {
  // The success page must open even when the partner submits offline.
  useEffect(() => void import('./BlogSuccessPage'), []);
  return (
    <>
      <PageHeader intro="Write for the VetHub blog: a practical guide, a news item or your own story for veterans and their families. Every article is reviewed before it is published.">
        <ReadFirst to="/blog/requirements" label="blog submission requirements">
          the length of each part, the content rules and the categories. What you type is kept on
          this device until you submit, and you can submit without a connection.
        </ReadFirst>
      </PageHeader>
      <NewPosting kind={blogPosting} veteranKind={storyPosting} submitLabel="Submit for review" />
    </>
  );
}
