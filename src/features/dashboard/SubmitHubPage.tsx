import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SubmitChoices } from './SubmitChoices';

export default function SubmitHubPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Businesses and organizations can post four kinds of content for veterans and their families. Choose one below to see what it takes, what happens after you submit, and the rules it must meet." />

      <Stack gap="sm" component="section" aria-labelledby="submit-choices">
        <Title order={2} id="submit-choices">
          What you can post
        </Title>
        <SubmitChoices />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="submit-account">
        <Title order={2} id="submit-account">
          You need a partner account
        </Title>
        <Text>
          Posting needs a partner account, so veterans know who stands behind each listing. An
          account also lets you edit what you posted from your dashboard.
        </Text>
        <Group>
          <Button component={Link} to="/auth/register">
            Create a partner account
          </Button>
          <Button component={Link} to="/business" variant="outline">
            Read about partnering with VetHub
          </Button>
        </Group>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="submit-tips">
        <Title order={2} id="submit-tips">
          Before you start
        </Title>
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
      </Stack>
    </Stack>
  );
}
