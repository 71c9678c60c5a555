import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section's call to action: a button to another VetHub page, as wide as its words. */
export function PageButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="light" w="fit-content">
      {children}
    </Button>
  );
}
