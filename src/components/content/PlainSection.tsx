import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlainSectionProps {
  heading: string;
  /** For print rules, such as the claim tracker's parts left off its printout. */
  className?: string;
  children: ReactNode;
}

/**
 * An h2 and what sits under it, without the named region PageSection makes: the tool pages'
 * parts shown this way are not landmarks, and making them regions would change those pages.
 */
export function PlainSection({ heading, className, children }: PlainSectionProps) {
  return (
    <Stack gap="sm" className={className}>
      <Title order={2}>{heading}</Title>
      {children}
    </Stack>
  );
}
