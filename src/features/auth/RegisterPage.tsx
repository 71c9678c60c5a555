import { List, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';
import { PageSection } from '../../components/PageSection';

export default function RegisterPage() {
  const { search } = useLocation();
  return (
    <AuthFrame>
      <PageHeader intro="A VetHub account lets businesses and organizations post content for veterans and manage it from a dashboard. Veterans and families can use VetHub without one." />

      <PageSection id="register-form-heading" heading="Your account details">
        <Text>Only the email address and password are required.</Text>
        <RegisterForm />
        <Text>
          Already have an account? <InternalLink to={`/auth${search}`}>Sign in</InternalLink>.
        </Text>
      </PageSection>

      <PageSection id="register-what-you-can-do" heading="What a partner account lets you do">
        <List spacing="xs">
          <List.Item>List your organization or business in the services directory.</List.Item>
          <List.Item>Offer a VetDeal: a discount for veterans and military families.</List.Item>
          <List.Item>Write articles for the VetHub blog.</List.Item>
          <List.Item>Post jobs for veterans on the job board.</List.Item>
          <List.Item>Edit and update what you posted from your business dashboard.</List.Item>
        </List>
      </PageSection>
    </AuthFrame>
  );
}
