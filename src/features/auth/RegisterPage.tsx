import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';

export default function RegisterPage() {
  return (
    <AuthFrame>
      <PageHeader intro="A VetHub account lets businesses and organizations post content for veterans and manage it from a dashboard. Veterans and families can use VetHub without one." />

      <Stack gap="sm" component="section" aria-labelledby="register-what-you-can-do">
        <Title order={2} id="register-what-you-can-do">
          What a partner account lets you do
        </Title>
        <List spacing="xs">
          <List.Item>List your organization or business in the services directory.</List.Item>
          <List.Item>Offer a VetDeal: a discount for veterans and military families.</List.Item>
          <List.Item>Write articles for the VetHub blog.</List.Item>
          <List.Item>Post jobs for veterans on the job board.</List.Item>
          <List.Item>Edit and update what you posted from your business dashboard.</List.Item>
        </List>
        <Text>
          Read what each kind of post needs on the{' '}
          <InternalLink to="/submit">submit content page</InternalLink>.
        </Text>
      </Stack>

      <EmptyState
        title="Account creation is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/business">
              Read about partnering with VetHub
            </Button>
            <Button component={Link} to="/contact" variant="outline">
              Contact the VetHub team
            </Button>
          </>
        }
      >
        <Text>
          You cannot create an account here yet. If your organization wants to post on VetHub, read
          the partner page or send us a message.
        </Text>
      </EmptyState>
    </AuthFrame>
  );
}
