import { Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { SubmitChoices } from './SubmitChoices';

export default function CreateNewPage() {
  return (
    <ContentPage intro="Choose what to post for veterans and their families: a service, a VetDeal, an article or a job. Each choice says what it takes and what happens after you submit.">
      <SubmitChoices id="create-new-choices" heading="Choose what to post" />

      <PageSection id="create-new-manage" heading="Already posted something?">
        <Text>
          Your posts are managed from your{' '}
          <InternalLink to="/dashboard/business">business dashboard</InternalLink>. For questions
          about a post, use the <InternalLink to="/contact">contact page</InternalLink>.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
