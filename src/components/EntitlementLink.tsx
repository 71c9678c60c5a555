import { Text } from '@mantine/core';
import { entitlement } from '../lib/entitlements';
import { ExternalLink } from './ExternalLink';
import { t } from './later/words';

interface EntitlementLinkProps {
  /** An id from data/va/entitlements.json, e.g. "home_loan". */
  id: string;
  /** Link text; defaults to the benefit's name. */
  children?: string;
}

/** A link to the official page of one VA benefit, flagged when the research left it unconfirmed. */
export function EntitlementLink({ id, children }: EntitlementLinkProps) {
  const item = entitlement(id);
  const label = children ?? item.name;
  if (!item.url) return <span>{label}</span>;
  return (
    <>
      <ExternalLink href={item.url}>{label}</ExternalLink>
      {item.unconfirmed ? (
        <Text span size="sm">
          {' '}
          {t('components.entitlement.verify')}
        </Text>
      ) : null}
    </>
  );
}
