import { List } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from '../../components/InternalLink';
import { PlainSection } from '../../components/content/PlainSection';
import { t } from './words';

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
    <PlainSection heading={t('benefits.related.title')} className={className}>
      <List spacing="xs">
        {children}
        <List.Item>
          <InternalLink to="/benefits/entitlements">
            {t('benefits.related.entitlements')}
          </InternalLink>
        </List.Item>
        {after}
      </List>
    </PlainSection>
  );
}
