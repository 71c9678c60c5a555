import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { finishRedirectSignIn, takeReturnTarget } from '../../data/authApi';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { AuthFrame } from './AuthFrame';
import { loginErrorMessage } from './loginErrors';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

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
  // The provider's own words (in its language) are passed on as they came.
  const problem = refused ? t('auth.callback.refused', { reason: refused }) : failure;

  useEffect(() => {
    if (refused) return;
    let active = true;
    void finishRedirectSignIn().then((result) => {
      if (!active) return;
      if (!result.ok) {
        const arrived = new URLSearchParams(window.location.search).has('code');
        setFailure(arrived ? loginErrorMessage(result.error) : t('auth.callback.nothingToFinish'));
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
    <AuthFrame
      intro={t('auth.callback.intro')}
      header={
        problem ? (
          <Alert color="red" role="alert" title={t('auth.callback.failedTitle')}>
            {problem}
          </Alert>
        ) : (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('auth.callback.finishing')}</Text>
          </Group>
        )
      }
    >
      <PageSection id="auth-callback-stuck" heading={t('auth.callback.stuckHeading')}>
        <LinkedParagraph message={t('auth.callback.stuck')} links={['/auth', '/']} />
      </PageSection>
    </AuthFrame>
  );
}
