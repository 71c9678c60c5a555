import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from '../InternalLink';
import { t } from './words';

/** A submit page's pointer to the requirements page of what is being posted. */
export function ReadFirst({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Text>
      {t('components.readFirst')} <InternalLink to={to}>{label}</InternalLink>: {children}
    </Text>
  );
}
