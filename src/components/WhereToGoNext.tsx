import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from './PageSection';

export interface NextLink {
  to: string;
  label: string;
}

const home: NextLink = { to: '/', label: 'Go to the home page' };

/** The closing block of a confirmation page: the home page, then where a person most likely goes next. */
export function WhereToGoNext({ next }: { next: NextLink }) {
  return (
    <PageSection heading="Where to go next">
      <Group gap="sm">
        {[home, next].map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="light">
            {link.label}
          </Button>
        ))}
      </Group>
    </PageSection>
  );
}
