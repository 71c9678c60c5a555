/** Lets signed-in partners through to a posting form; everyone else learns what they need. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountCheckStatus } from '../AccountCheckStatus';
import { InternalLink } from '../InternalLink';
import { usePartnerStatus } from './usePartnerStatus';
import { t } from './words';

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
          {partner.status === 'signedOut'
            ? t('components.gate.signInTitle')
            : t('components.gate.partnerTitle')}
        </Title>
        {partner.status === 'signedOut' ? (
          <Text>{t('components.gate.signInText')}</Text>
        ) : (
          <Text>
            {t('components.gate.otherAccount', { type: partner.userType })}{' '}
            <InternalLink to="/contact">{t('components.gate.contactLink')}</InternalLink>.
          </Text>
        )}
        {partner.status === 'signedOut' ? (
          <Group>
            <Button component={Link} to={`/auth?redirect=${back}`}>
              {t('components.gate.signIn')}
            </Button>
            <Button component={Link} to="/auth/register" variant="outline">
              {t('components.posting.createPartner')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
