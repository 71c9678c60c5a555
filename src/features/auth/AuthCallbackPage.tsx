import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { finishRedirectSignIn, takeReturnTarget } from '../../data/authApi';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { AuthFrame } from './AuthFrame';
import { loginErrorMessage } from './loginErrors';
import { PageSection } from '../../components/PageSection';

export const NOTHING_TO_FINISH =
  'There is no sign-in to finish on this page. Start again from the sign-in page.';

/** What the provider said when the visitor cancelled or it refused, if it said anything. */
function providerError(): string | null {
  const params = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return params.get('error_description') ?? hash.get('error_description');
}

/** The return point of Google sign-in: supabase-js exchanges the ?code= for a session. */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [refused] = useState(providerError);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = refused ? `Google sign-in did not complete: ${refused}` : failure;

  useEffect(() => {
    if (refused) return;
    let active = true;
    void finishRedirectSignIn().then((result) => {
      if (!active) return;
      if (!result.ok) {
        const arrived = new URLSearchParams(window.location.search).has('code');
        setFailure(arrived ? loginErrorMessage(result.error) : NOTHING_TO_FINISH);
        return;
      }
      const target = takeReturnTarget();
      navigate(safeRedirectTarget(target ? `?redirect=${encodeURIComponent(target)}` : ''), {
        replace: true,
      });
    });
    return () => {
      active = false;
    };
  }, [navigate, refused]);

  return (
    <AuthFrame>
      <PageHeader intro="You are coming back from signing in with another service. This page hands your sign-in over to VetHub.">
        {problem ? (
          <Alert color="red" role="alert" title="Sign-in did not complete">
            {problem}
          </Alert>
        ) : (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Finishing your sign-in. This should only take a moment.</Text>
          </Group>
        )}
      </PageHeader>

      <PageSection id="auth-callback-stuck" heading="If nothing happens">
        <Text>
          If this page does not move on, sign-in did not complete. Go back to the{' '}
          <InternalLink to="/auth">sign-in page</InternalLink> and try again, or return to the{' '}
          <InternalLink to="/">VetHub home page</InternalLink>.
        </Text>
      </PageSection>
    </AuthFrame>
  );
}
