/**
 * A "post something" page: the kind's intro, a pointer to its requirements page, then the form
 * (NewPosting).
 */
import { Text } from '@mantine/core';
import { useEffect, type ComponentProps } from 'react';
import { preloadRoute } from '../../lib/routePreload';
import { LinkedText } from '../content/LinkedText';
import { PageHeader } from '../PageHeader';
import { NewPosting } from './NewPosting';

type NewPostingPageProps = Omit<ComponentProps<typeof NewPosting>, 'submitLabel'>;

export function NewPostingPage(form: NewPostingPageProps) {
  const { key, submitPage, requirementsPath, successPath } = form.kind;
  // The success page opens even when the partner submits offline.
  useEffect(() => void (successPath && preloadRoute(successPath)), [successPath]);
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
