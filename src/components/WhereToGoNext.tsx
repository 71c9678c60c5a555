import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from './PageSection';

export interface NextLink {
  to: string;
  label: string;
}

/** The closing block of a confirmation page: the places a person most likely wants next. */
export function WhereToGoNext({ links }: { links: NextLink[] }) {
  return (
    <PageSection heading="Where to go next">
      <Group gap="sm">
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="light">
            {link.label}
          </Button>
        ))}
      </Group>
    </PageSection>
  );
}
