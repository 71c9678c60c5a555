import { Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { SubmitChoices } from './SubmitChoices';

export default function CreateNewPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Choose what to post for veterans and their families: a service, a VetDeal, an article or a job. Each choice says what it takes and what happens after you submit." />

      <Stack gap="sm" component="section" aria-labelledby="create-new-choices">
        <Title order={2} id="create-new-choices">
          Choose what to post
        </Title>
        <SubmitChoices />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="create-new-manage">
        <Title order={2} id="create-new-manage">
          Already posted something?
        </Title>
        <Text>
          Your posts are managed from your{' '}
          <InternalLink to="/dashboard/business">business dashboard</InternalLink>. For questions
          about a post, use the <InternalLink to="/contact">contact page</InternalLink>.
        </Text>
      </Stack>
    </Stack>
  );
}
