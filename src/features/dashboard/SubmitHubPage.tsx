import { List, Text } from '@mantine/core';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { SubmitChoices } from './SubmitChoices';
import { ButtonLinks } from '../../components/ButtonLinks';

export default function SubmitHubPage() {
  return (
    <ContentPage intro="Businesses and organizations can post four kinds of content for veterans and their families. Choose one below to see what it takes, what happens after you submit, and the rules it must meet.">
      <SubmitChoices id="submit-choices" heading="What you can post" />

      <PageSection id="submit-account" heading="You need a partner account">
        <Text>
          Posting needs a partner account, so veterans know who stands behind each listing. An
          account also lets you edit what you posted from your dashboard.
        </Text>
        <ButtonLinks
          links={[
            { to: '/auth/register', label: 'Create a partner account' },
            { to: '/business', label: 'Read about partnering with VetHub', variant: 'outline' },
          ]}
        />
      </PageSection>

      <PageSection id="submit-tips" heading="Before you start">
        <List spacing="xs">
          <List.Item>
            Read the requirements for what you are posting. It saves a round of changes.
          </List.Item>
          <List.Item>
            Have your website or contact details, and any credentials you will list, ready to copy
            in.
          </List.Item>
          <List.Item>
            You can write and submit without a connection. What you type is kept on this device, and
            your post is sent as soon as you are back online.
          </List.Item>
          <List.Item>
            Write in plain language with short paragraphs. Many veterans read with low vision, a
            brain injury or PTSD.
          </List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
