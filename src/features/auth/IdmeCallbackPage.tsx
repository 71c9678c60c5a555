import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { completeVerification, type VerificationResult } from '../../data/authIdme';
import { IDME_SUCCESS_TYPE } from '../../lib/verificationMessage';

const FAILURE_TEXT: Record<Exclude<VerificationResult, { ok: true }>['reason'], string> = {
  state:
    'This verification answer does not match a verification started from this browser. Start again from your veteran dashboard.',
  signedOut: 'You need to be signed in to VetHub to verify. Sign in, then start again.',
  cancelled: 'Verification was cancelled. You can start it again from your veteran dashboard.',
  notVerified:
    'The identity provider did not confirm veteran status, so your account was not marked as verified.',
  network: 'Connection error. Please check your internet connection and try again.',
  failed: 'Verification could not be completed. Please try again later.',
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
      <PageHeader intro="You are coming back from verifying your veteran status. This window passes the result to the VetHub window you started from and closes." />
      {result === null ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Finishing your verification…</Text>
        </Group>
      ) : result.ok ? (
        <Alert color="green" role="status" title="Veteran Status Verified!">
          You can close this window, or go to your dashboard.
        </Alert>
      ) : (
        <Alert color="red" role="alert" title="Your veteran status was not verified">
          {FAILURE_TEXT[result.reason]}
        </Alert>
      )}
      <div>
        <Button component={Link} to="/dashboard">
          Go to your dashboard
        </Button>
      </div>
    </Stack>
  );
}
