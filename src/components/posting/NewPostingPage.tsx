/**
 * A "post something" page: the intro, a pointer to the kind's requirements page, then the form
 * (NewPosting).
 */
import { useEffect, type ComponentProps } from 'react';
import { ReadFirst } from '../directory/ReadFirst';
import { PageHeader } from '../PageHeader';
import { NewPosting } from './NewPosting';

interface NewPostingPageProps extends ComponentProps<typeof NewPosting> {
  intro: string;
  /** The requirements link's words, and what the partner should read there. */
  readFirst: { label: string; text: string };
  /** Loads the kind's success page, so it opens even when the partner submits offline. */
  preloadSuccessPage?: () => Promise<unknown>;
}

export function NewPostingPage({
  intro,
  readFirst,
  preloadSuccessPage,
  ...form
}: NewPostingPageProps) {
  useEffect(() => void preloadSuccessPage?.(), [preloadSuccessPage]);
  return (
    <>
      <PageHeader intro={intro}>
        {form.kind.requirementsPath && (
          <ReadFirst to={form.kind.requirementsPath} label={readFirst.label}>
            {readFirst.text}
          </ReadFirst>
        )}
      </PageHeader>
      <NewPosting {...form} />
    </>
  );
}
