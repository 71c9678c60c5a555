/**
 * A "post something" page: the kind's intro, a pointer to its requirements page, then the form
 * (NewPosting).
 */
import { Text } from '@mantine/core';
import { useEffect, type ComponentProps } from 'react';
import { LinkedText } from '../content/LinkedText';
import { PageHeader } from '../PageHeader';
import { NewPosting } from './NewPosting';

interface NewPostingPageProps extends Omit<ComponentProps<typeof NewPosting>, 'submitLabel'> {
  /** Loads the kind's success page, so it opens even when the partner submits offline. */
  preloadSuccessPage?: () => Promise<unknown>;
}

export function NewPostingPage({ preloadSuccessPage, ...form }: NewPostingPageProps) {
  useEffect(() => void preloadSuccessPage?.(), [preloadSuccessPage]);
  const { key, submitPage, requirementsPath } = form.kind;
  if (!submitPage) throw new Error(`The ${key} kind has no submit page words`);
  return (
    <>
      <PageHeader intro={submitPage.intro}>
        {requirementsPath && (
          <Text>
            <LinkedText message={submitPage.readFirst} links={[requirementsPath]} />
          </Text>
        )}
      </PageHeader>
      <NewPosting {...form} submitLabel={submitPage.submitLabel} />
    </>
  );
}
