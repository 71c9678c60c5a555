import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export function RouterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}
