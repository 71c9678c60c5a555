import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../components/PageSection';

/** The closing block of the topic pages (education, health care, housing): on to the tools. */
export function CheckWhatFits({ intro }: { intro: string }) {
  return (
    <PageSection heading="Check what fits you" narrow>
      <Text>{intro}</Text>
      <Group gap="sm">
        <Button component={Link} to="/benefits/entitlements">
          Open the eligibility checker
        </Button>
        <Button component={Link} to="/benefits" variant="outline">
          All benefits tools
        </Button>
      </Group>
    </PageSection>
  );
}
