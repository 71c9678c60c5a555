import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { serviceCategories } from './serviceCategories';

export default function ServiceRequirementsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What a service listing needs before it appears in the VetHub directory. The submission form checks these rules and the VetHub team reviews every listing against them." />

      <Stack gap="sm" component="section" aria-labelledby="service-req-parts">
        <Title order={2} id="service-req-parts">
          What a listing must include
        </Title>
        <List spacing="xs">
          <List.Item>
            <strong>Organization name:</strong> the name veterans know your organization or business
            by.
          </List.Item>
          <List.Item>
            <strong>Title:</strong> a clear one-line description of the service, such as what you
            help with.
          </List.Item>
          <List.Item>
            <strong>Excerpt:</strong> up to 300 characters, shown in directory lists.
          </List.Item>
          <List.Item>
            <strong>Description:</strong> who is eligible and what it costs. If the service is free,
            say Free.
          </List.Item>
          <List.Item>
            <strong>Categories:</strong> at least one of the seven below.
          </List.Item>
          <List.Item>
            <strong>Location:</strong> state and ZIP code, or nationwide if you serve veterans
            anywhere in the US.
          </List.Item>
          <List.Item>
            <strong>Contact:</strong> a working website or another way to reach you.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="service-req-categories">
        <Title order={2} id="service-req-categories">
          Categories
        </Title>
        <List spacing="xs">
          {serviceCategories.map((category) => (
            <List.Item key={category}>{category}</List.Item>
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
