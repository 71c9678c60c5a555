import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface InternalLinkProps {
  to: string;
  children: ReactNode;
}

/** A link to another VetHub page, routed without a full reload. */
export function InternalLink({ to, children }: InternalLinkProps) {
  return (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );
}
