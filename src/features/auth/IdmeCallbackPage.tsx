import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { completeVerification, type VerificationResult } from '../../data/authIdme';
import { IDME_SUCCESS_TYPE } from '../../lib/verificationMessage';
import { t } from './words';

/** Why a verification failed, by reason; labels are message ids. */
const FAILURE_TEXT: Record<Exclude<VerificationResult, { ok: true }>['reason'], string> = {
  state: 'auth.idme.state',
  signedOut: 'auth.idme.signedOut',
  cancelled: 'auth.idme.cancelled',
  notVerified: 'auth.idme.notVerified',
  network: 'auth.idme.network',
  failed: 'auth.idme.failed',
};

/** The page the identity provider's popup returns to: finish, tell the opener, close. */
export default function IdmeCallbackPage() {
  const [result, setResult] = useState<VerificationResult | null>(null);

  useEffect(() => {
    let active = true;
    void completeVerification(window.location.search).then((answer) => {
      if (!active) return;
      setResult(answer);
      if (answer.ok && window.opener) {
        // Only this site's own windows may receive it.
        (window.opener as Window).postMessage({ type: IDME_SUCCESS_TYPE }, window.location.origin);
        window.close();
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Stack gap="xl">
      <PageHeader intro={t('auth.idme.intro')} />
      {result === null ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('auth.idme.finishing')}</Text>
        </Group>
      ) : result.ok ? (
        <Alert color="green" role="status" title={t('auth.idme.verifiedTitle')}>
          {t('auth.idme.verified')}
        </Alert>
      ) : (
        <Alert color="red" role="alert" title={t('auth.idme.notVerifiedTitle')}>
          {t(FAILURE_TEXT[result.reason])}
        </Alert>
      )}
      <div>
        <Button component={Link} to="/dashboard">
          {t('auth.idme.dashboard')}
        </Button>
      </div>
    </Stack>
  );
}
