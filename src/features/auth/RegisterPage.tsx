import { List, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  const { search } = useLocation();
  return (
    <AuthFrame>
      <PageHeader intro="A VetHub account lets businesses and organizations post content for veterans and manage it from a dashboard. Veterans and families can use VetHub without one." />

      <Stack gap="md" component="section" aria-labelledby="register-form-heading">
        <Title order={2} id="register-form-heading">
          Your account details
        </Title>
        <Text>Only the email address and password are required.</Text>
        <RegisterForm />
        <Text>
          Already have an account? <InternalLink to={`/auth${search}`}>Sign in</InternalLink>.
        </Text>
      </Stack>

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
      </Stack>
    </AuthFrame>
  );
}
