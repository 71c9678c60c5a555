import { List, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from '../../components/InternalLink';

/** A benefits tool's closing links; every tool ends on the full list of entitlements. */
export function RelatedPages({
  className,
  children,
  after,
}: {
  className?: string;
  children: ReactNode;
  /** Links that come after the entitlements. */
  after?: ReactNode;
}) {
  return (
    <Stack gap="sm" className={className}>
      <Title order={2}>Related pages</Title>
      <List spacing="xs">
        {children}
        <List.Item>
          <InternalLink to="/benefits/entitlements">
            All VA benefits you may be entitled to
          </InternalLink>
        </List.Item>
        {after}
      </List>
    </Stack>
  );
}
