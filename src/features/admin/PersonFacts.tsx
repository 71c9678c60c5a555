import { List } from '@mantine/core';
import type { Person } from '../../data/admin/accounts';
import { ExternalLink } from '../../components/ExternalLink';
import { safeHttpUrl } from '../../lib/safeUrl';
import { when } from './when';

export const PARTNER_STATE: Record<string, string> = {
  unreviewed: 'Partner review: not reviewed yet',
  approved: 'Partner review: approved',
  suspended: 'Partner review: suspended',
};

/** What an admin checks before a partner review: who, which company, how to reach them. */
export function PersonFacts({ person }: { person: Person }) {
  const website = safeHttpUrl(person.website);
  return (
    <List spacing={4}>
      <List.Item>Email: {person.email}</List.Item>
      <List.Item>Company: {person.company_name ?? 'none given'}</List.Item>
      <List.Item>
        Website: {website ? <ExternalLink href={website}>{website}</ExternalLink> : 'none given'}
      </List.Item>
      <List.Item>Phone: {person.phone ?? 'none given'}</List.Item>
      <List.Item>User type: {person.user_type}</List.Item>
      <List.Item>{PARTNER_STATE[person.partner_status] ?? person.partner_status}</List.Item>
      {person.verified_veteran !== undefined ? (
        <List.Item>
          Veteran verification (by the identity provider):{' '}
          {person.verified_veteran ? 'verified' : 'not verified'}
        </List.Item>
      ) : null}
      {person.listings !== undefined ? <List.Item>Listings: {person.listings}</List.Item> : null}
      {person.pending_deals !== undefined ? (
        <List.Item>Deals waiting for this review: {person.pending_deals}</List.Item>
      ) : null}
      <List.Item>Joined {when(person.created_at)}</List.Item>
    </List>
  );
}
