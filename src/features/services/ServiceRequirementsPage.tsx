import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { FieldRules } from '../../components/posting/FieldRules';
import { servicePosting } from './servicePosting';
import { serviceRecord } from '../../data/records';

export default function ServiceRequirementsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What a service listing needs before it appears in the VetHub directory. The submission form checks these rules and the VetHub team reviews every listing against them." />

      <Stack gap="sm" component="section" aria-labelledby="service-req-parts">
        <Title order={2} id="service-req-parts">
          What a listing must include
        </Title>
        <Text>
          The form asks for these, step by step, and checks every rule before it sends your listing.
        </Text>
        <FieldRules kind={servicePosting} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="service-req-categories">
        <Title order={2} id="service-req-categories">
          Categories
        </Title>
        <List spacing="xs">
          {serviceRecord.categories.map((category) => (
            <List.Item key={category.value}>{category.label}</List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="service-req-honesty">
        <Title order={2} id="service-req-honesty">
          Honesty rules
        </Title>
        <List spacing="xs">
          <List.Item>
            Credentials you list must be real and current, for example VA accreditation to help with
            claims.
          </List.Item>
          <List.Item>
            No fees for help with VA claims that accredited representatives give free of charge.
            Veterans can learn about free help on{' '}
            <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>.
          </List.Item>
          <List.Item>
            If you run your service from home, say so. Veterans should know before they visit.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="service-req-next">
        <Title order={2} id="service-req-next">
          After you submit
        </Title>
        <Text>
          Every listing is reviewed before it appears in the directory. You need a partner account
          to submit.
        </Text>
        <Group>
          <Button component={Link} to="/submit/service">
            List a service
          </Button>
          <Button component={Link} to="/auth/register" variant="outline">
            Create a partner account
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
