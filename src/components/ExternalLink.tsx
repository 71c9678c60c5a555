import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from './words';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
}

/** A link that leaves VetHub: opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t('components.newTab')}</VisuallyHidden>
    </Anchor>
  );
}
