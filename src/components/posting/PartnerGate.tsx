/** Lets signed-in partners through to a posting form; everyone else learns what they need. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountCheckStatus } from '../AccountCheckStatus';
import { InternalLink } from '../InternalLink';
import { usePartnerStatus } from './usePartnerStatus';

interface PartnerGateProps {
  children: (userId: string) => ReactNode;
  /** What a signed-in veteran who is not a partner may post instead (a story), if anything. */
  forVeterans?: (userId: string) => ReactNode;
}

export function PartnerGate({ children, forVeterans }: PartnerGateProps) {
  const partner = usePartnerStatus();
  const location = useLocation();
  if (partner.status === 'loading') {
    return <AccountCheckStatus />;
  }
  if (partner.status === 'partner') return children(partner.userId);
  if (partner.status === 'notPartner' && partner.userType === 'veteran' && forVeterans) {
    return forVeterans(partner.userId);
  }
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="partner-gate-title">
      <Stack gap="sm">
        <Title order={2} id="partner-gate-title">
          {partner.status === 'signedOut' ? 'Sign in to post' : 'Posting needs a partner account'}
        </Title>
        {partner.status === 'signedOut' ? (
          <Text>
            Posting needs a partner account, so veterans know who stands behind each listing. Sign
            in, or create a partner account; you come back to this form afterwards.
          </Text>
        ) : (
          <Text>
            You are signed in with a {partner.userType} account. Services, VetDeals, articles and
            jobs are posted by partner accounts. To add the partner role to your account, write to
            us through the <InternalLink to="/contact">contact page</InternalLink>.
          </Text>
        )}
        {partner.status === 'signedOut' ? (
          <Group>
            <Button component={Link} to={`/auth?redirect=${back}`}>
              Sign in
            </Button>
            <Button component={Link} to="/auth/register" variant="outline">
              Create a partner account
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
